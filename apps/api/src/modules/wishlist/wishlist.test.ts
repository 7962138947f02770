import { AuthMessages } from '@vitrine/contracts/auth';
import { CookieName } from '@vitrine/contracts/cookies';
import { Messages } from '@vitrine/contracts/messages';
import { type Wishlist, WishlistMessages } from '@vitrine/contracts/wishlist';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { send } from '../../test/send.ts';
import { signInTestCustomer } from '../../test/sign-in.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

const LOGIN_REQUIRED = AuthMessages.loginRequired;
const FORGED = { cookie: `${CookieName.session}=forged-session-token` };

describeEachDatabase('wishlist routes', (dialect) => {
  const t = useTestApp(dialect);
  let published: { id: string; slug: string }[] = [];
  let hidden: { id: string; slug: string };

  beforeAll(async () => {
    published = await t.db.kysely.selectFrom('products').select(['id', 'slug']).where('is_published', '=', 1).orderBy('id').limit(3).execute();
    const draft = await t.db.kysely.selectFrom('products').select(['id', 'slug']).where('is_published', '=', 0).executeTakeFirstOrThrow();
    hidden = draft;
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: { cookie: string }, body?: unknown) =>
    send(t.app, method, url, { payload: body, cookie: who?.cookie });
  const get = async (who: { cookie: string }) => expectSuccess<Wishlist>(await call('GET', '/api/wishlist/get', who));

  it('answers 401 without a session on every route, before looking at the body', async () => {
    expectError(await call('GET', '/api/wishlist/get'), 401, LOGIN_REQUIRED);
    expectError(await call('POST', '/api/wishlist/add', undefined, { product_id: published[0]!.id }), 401, LOGIN_REQUIRED);
    expectError(await call('POST', '/api/wishlist/add', undefined, {}), 401, LOGIN_REQUIRED);
    expectError(await call('DELETE', '/api/wishlist/remove', undefined, { product_id: published[0]!.id }), 401, LOGIN_REQUIRED);
    expectError(await call('GET', '/api/wishlist/get', FORGED), 401, LOGIN_REQUIRED);
  });

  it('GET answers an empty wishlist to a new customer', async () => {
    const who = await signInTestCustomer(t.app);
    expect(await get(who)).toEqual({ items: [], product_ids: [], count: 0 });
  });

  describe('POST /api/wishlist/add', () => {
    it('saves a product and answers the whole wishlist of product cards', async () => {
      const who = await signInTestCustomer(t.app);
      const res = await call('POST', '/api/wishlist/add', who, { product_id: published[0]!.id });
      const data = expectSuccess<Wishlist>(res);
      expect(res.json().message).toBe(WishlistMessages.added);
      expect(data.count).toBe(1);
      expect(data.product_ids).toEqual([published[0]!.id]);
      expect(data.items[0]?.product).toEqual({
        id: published[0]!.id,
        name: expect.any(String),
        slug: published[0]!.slug,
        sku: expect.any(String),
        brand: expect.anything(),
        category: expect.anything(),
        selling_price: expect.any(Number),
        mrp: expect.any(Number),
        currency: 'INR',
        base_image: expect.objectContaining({ url: expect.any(String) }),
        variant_id: expect.any(String),
        in_stock: expect.any(Boolean),
      });
      expect(await get(who)).toEqual(data);
    });

    it('is idempotent, and accepts the slug too', async () => {
      const who = await signInTestCustomer(t.app);
      await call('POST', '/api/wishlist/add', who, { product_id: published[1]!.id });
      const again = expectSuccess<Wishlist>(await call('POST', '/api/wishlist/add', who, { product_id: published[1]!.id }));
      const bySlug = expectSuccess<Wishlist>(await call('POST', '/api/wishlist/add', who, { product_id: published[1]!.slug }));
      expect(again.product_ids).toEqual([published[1]!.id]);
      // Two adds at once still save one entry.
      const both = await Promise.all([0, 1].map(() => call('POST', '/api/wishlist/add', who, { product_id: published[0]!.id })));
      for (const res of both) expectSuccess(res);
      expect((await get(who)).product_ids.sort()).toEqual([published[0]!.id, published[1]!.id].sort());
      expect(bySlug.product_ids).toEqual([published[1]!.id]);
    });

    it('answers 404 for unknown and unpublished products', async () => {
      const who = await signInTestCustomer(t.app);
      for (const product_id of ['no-such-product', hidden.id, hidden.slug]) {
        expectError(await call('POST', '/api/wishlist/add', who, { product_id }), 404, WishlistMessages.productNotFound, 'NOT_FOUND');
      }
      expect((await get(who)).count).toBe(0);
    });

    it('answers bad input with 422 and a product_id field error', async () => {
      const who = await signInTestCustomer(t.app);
      expect(expectFieldError(await call('POST', '/api/wishlist/add', who, {}), 'product_id')).toEqual([Messages.fieldRequired]);
      expect(expectFieldError(await call('POST', '/api/wishlist/add', who, { product_id: '  ' }), 'product_id')).toEqual([Messages.fieldRequired]);
      expectFieldError(await call('POST', '/api/wishlist/add', who, { product_id: { $ne: null } }), 'product_id');
      expectFieldError(await call('POST', '/api/wishlist/add', who, { product_id: 'x'.repeat(201) }), 'product_id');
      expectFieldError(await call('POST', '/api/wishlist/add', who, ['x']), 'product_id');
      expectFieldError(await call('POST', '/api/wishlist/add', who), 'product_id');
    });
  });

  describe('DELETE /api/wishlist/remove', () => {
    it('removes by body or query and answers the wishlist', async () => {
      const who = await signInTestCustomer(t.app);
      await call('POST', '/api/wishlist/add', who, { product_id: published[0]!.id });
      await call('POST', '/api/wishlist/add', who, { product_id: published[1]!.id });
      const res = await call('DELETE', '/api/wishlist/remove', who, { product_id: published[0]!.id });
      expect(expectSuccess<Wishlist>(res).product_ids).toEqual([published[1]!.id]);
      expect(res.json().message).toBe(WishlistMessages.removed);
      const byQuery = await call('DELETE', `/api/wishlist/remove?product_id=${published[1]!.id}`, who);
      expect(expectSuccess<Wishlist>(byQuery).count).toBe(0);
      // Not in the wishlist: nothing to do, still a success with the wishlist.
      expect(expectSuccess<Wishlist>(await call('DELETE', '/api/wishlist/remove', who, { product_id: 'no-such-product' })).count).toBe(0);
    });

    it('answers bad input with 422', async () => {
      const who = await signInTestCustomer(t.app);
      expectFieldError(await call('DELETE', '/api/wishlist/remove', who, {}), 'product_id');
      expectFieldError(await call('DELETE', '/api/wishlist/remove', who), 'product_id');
      expectFieldError(await call('DELETE', '/api/wishlist/remove', who, { product_id: [1, 2] }), 'product_id');
    });
  });

  it("keeps customers' wishlists apart: B neither sees nor removes A's products", async () => {
    const a = await signInTestCustomer(t.app);
    const b = await signInTestCustomer(t.app);
    await call('POST', '/api/wishlist/add', a, { product_id: published[2]!.id });
    expect((await get(b)).count).toBe(0);
    expectSuccess(await call('DELETE', '/api/wishlist/remove', b, { product_id: published[2]!.id }));
    expect((await get(a)).product_ids).toEqual([published[2]!.id]);
  });
});
