import { MAX_WISHLIST_ITEMS, WishlistMessages } from '@vitrine/contracts/wishlist';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { insertTestCustomer } from '../address/address-fixtures.ts';
import * as wishlist from './wishlist.service.ts';

describeEachDatabase('wishlist service', (dialect) => {
  const t = useTestApp(dialect);
  let n = 0;
  const newCustomer = () => insertTestCustomer(t.db, `cus_wish_${++n}`);
  const products = async (published: boolean, limit = 3) =>
    t.db.kysely
      .selectFrom('products')
      .select(['id', 'slug'])
      .where('is_published', '=', published ? 1 : 0)
      .orderBy('id')
      .limit(limit)
      .execute();
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('adds products by id or slug, newest first, as product cards', async () => {
    const customer = await newCustomer();
    const [a, b] = await products(true);
    // A controlled clock (Date only, so the database's own timers run): distinct added_at.
    vi.useFakeTimers({ toFake: ['Date'] });
    let list: Awaited<ReturnType<typeof wishlist.addToWishlist>>;
    try {
      vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
      await wishlist.addToWishlist(t.db, customer, a!.id);
      vi.setSystemTime(new Date('2026-01-01T10:00:01Z'));
      list = await wishlist.addToWishlist(t.db, customer, b!.slug);
    } finally {
      vi.useRealTimers();
    }
    expect(list.product_ids).toEqual([b!.id, a!.id]);
    expect(list.count).toBe(2);
    expect(list.items[0]).toEqual({
      product_id: b!.id,
      added_at: expect.any(String),
      product: expect.objectContaining({ id: b!.id, slug: b!.slug, selling_price: expect.any(Number), currency: expect.any(String) }),
    });
  });

  it('adding twice keeps one entry', async () => {
    const customer = await newCustomer();
    const [a] = await products(true);
    await wishlist.addToWishlist(t.db, customer, a!.id);
    const list = await wishlist.addToWishlist(t.db, customer, a!.slug);
    expect(list.product_ids).toEqual([a!.id]);
  });

  it('refuses unknown and unpublished products with 404', async () => {
    const customer = await newCustomer();
    const [hidden] = await products(false);
    expect(hidden).toBeDefined();
    for (const key of ['no-such-product', hidden!.id, hidden!.slug]) {
      const error = await failure(wishlist.addToWishlist(t.db, customer, key));
      expect(error.httpStatus).toBe(404);
      expect(error.message).toBe(WishlistMessages.productNotFound);
    }
    expect((await wishlist.getWishlist(t.db, customer)).count).toBe(0);
  });

  it('hides a saved product while it is unpublished', async () => {
    const customer = await newCustomer();
    const [, , c] = await products(true);
    await wishlist.addToWishlist(t.db, customer, c!.id);
    await t.db.kysely.updateTable('products').set({ is_published: 0 }).where('id', '=', c!.id).execute();
    try {
      expect((await wishlist.getWishlist(t.db, customer)).product_ids).toEqual([]);
    } finally {
      await t.db.kysely.updateTable('products').set({ is_published: 1 }).where('id', '=', c!.id).execute();
    }
    expect((await wishlist.getWishlist(t.db, customer)).product_ids).toEqual([c!.id]);
  });

  it('removes by id or slug; removing what is not there still succeeds', async () => {
    const customer = await newCustomer();
    const [a, b] = await products(true);
    await wishlist.addToWishlist(t.db, customer, a!.id);
    await wishlist.addToWishlist(t.db, customer, b!.id);
    expect((await wishlist.removeFromWishlist(t.db, customer, a!.id)).product_ids).toEqual([b!.id]);
    expect((await wishlist.removeFromWishlist(t.db, customer, b!.slug)).product_ids).toEqual([]);
    expect((await wishlist.removeFromWishlist(t.db, customer, 'no-such-product')).count).toBe(0);
  });

  it("keeps customers' wishlists apart", async () => {
    const one = await newCustomer();
    const two = await newCustomer();
    const [a] = await products(true);
    await wishlist.addToWishlist(t.db, one, a!.id);
    expect((await wishlist.getWishlist(t.db, two)).count).toBe(0);
    await wishlist.removeFromWishlist(t.db, two, a!.id);
    expect((await wishlist.getWishlist(t.db, one)).product_ids).toEqual([a!.id]);
  });

  describe('limit', () => {
    it(`refuses a new product past ${MAX_WISHLIST_ITEMS}, but re-adding a saved one still succeeds`, async () => {
      const customer = await newCustomer();
      // More products than the demo store has: plain published rows of this test's own.
      const now = new Date().toISOString();
      const many = Array.from({ length: MAX_WISHLIST_ITEMS + 1 }, (_, i) => ({ id: `prd_wish_cap_${i}`, slug: `wish-cap-${i}` }));
      await t.db.kysely
        .insertInto('products')
        .values(
          many.map((p) => ({
            ...p,
            name: p.slug,
            sku: p.slug,
            description: '',
            brand_id: null,
            category_id: null,
            selling_price: 100,
            mrp: 100,
            stock: 1,
            base_image: '{}',
            is_published: 1,
            created_at: now,
            meta_title: null,
            meta_description: null,
            social_sharing_image: null,
            size_chart_id: null,
            specs: null,
            updated_at: now,
          })),
        )
        .execute();
      await t.db.kysely
        .insertInto('wishlist_items')
        .values(many.slice(0, MAX_WISHLIST_ITEMS).map((p) => ({ customer_id: customer, product_id: p.id, created_at: now })))
        .execute();
      const error = await failure(wishlist.addToWishlist(t.db, customer, many[MAX_WISHLIST_ITEMS]!.id));
      expect(error.httpStatus).toBe(400);
      expect(error.message).toBe(WishlistMessages.full);
      const again = await wishlist.addToWishlist(t.db, customer, many[0]!.id);
      expect(again.count).toBe(MAX_WISHLIST_ITEMS);
      expect(again.items.every((i) => i.product.id === i.product_id)).toBe(true);
    });
  });
});
