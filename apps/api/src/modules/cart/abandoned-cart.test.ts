import { AuthMessages } from '@vitrine/contracts/auth';
import { type Cart, CartMessages } from '@vitrine/contracts/cart';
import { CookieName } from '@vitrine/contracts/cookies';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../lib/logger.ts';
import { loadConfig } from '../../plugins/config.ts';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { uniqueTestIdentity } from '../../test/sign-in.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { outbox } from '../auth/auth-test-kit.ts';
import { outboxWriter } from '../dev-outbox/dev-outbox.service.ts';
import { type RecorderDeps, recordAbandonedCarts } from './abandoned-cart.service.ts';
import { runCartJobs } from './cart-jobs.ts';
import { pickVariants, Shopper, type TestVariant } from './cart-test-kit.ts';
import { signRestoreToken } from './restore-token.ts';

// The AbandonedCart plugin (demo store: after 60 minutes, links valid 7 days) on both databases.
// The recorder runs here by hand with a clock moved forward, as the cart job would run it.

const SECRET = 'abandoned-cart-test-secret-0123456789abcdef';
const PUBLIC_URL = 'https://shop.example.com';
const MINUTE = 60 * 1000;
const LINK = /^https:\/\/shop\.example\.com\/cart\?restore=([A-Za-z0-9_.-]+)$/m;

describeEachDatabase('abandoned carts', (dialect) => {
  const t = useTestApp(dialect, { SESSION_SECRET: SECRET, PUBLIC_URL });
  const errors: unknown[] = [];
  const log: Logger = { error: (obj) => errors.push(obj), warn: () => {}, info: () => {} };
  let deps: RecorderDeps;
  let v: TestVariant[] = [];

  beforeAll(async () => {
    v = await pickVariants(t.db, 2);
    const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: SECRET, PUBLIC_URL, LOG_LEVEL: 'silent' });
    const writer = outboxWriter(t.db);
    deps = {
      db: t.db,
      config,
      log,
      mail: { name: 'test', send: ({ to, subject, text }) => writer({ channel: 'mail', to, subject, body: text }) },
      sms: { name: 'test', send: ({ to, text }) => writer({ channel: 'sms', to, body: text }) },
    };
  });

  const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
  const restore = (who: Shopper, token: unknown) => who.call('POST', '/api/plugins/AbandonedCart', { token });
  const setPlugin = async (is_active: boolean) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/plugins/AbandonedCart', headers: t.adminHeaders, payload: { is_active } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const recordedRow = (cartId: string) => t.db.kysely.selectFrom('abandoned_carts').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
  const mails = (email: string) => outbox(t.app, `channel=mail&to=${encodeURIComponent(email)}`);

  /** A shopper's cart with `lines` lines and the given contact details; its id. */
  async function leaveCart(who: Shopper, contact: { email?: string; phone?: string }, lines = 1): Promise<string> {
    let cart: Cart | undefined;
    for (const variant of v.slice(0, lines)) cart = expectSuccess<Cart>(await who.call('POST', '/api/cart/add-item', { product_id: variant.id, quantity: 2 }));
    if (contact.email || contact.phone) expectSuccess(await who.call('PUT', '/api/cart/update-contact', contact));
    return cart!.session_id!;
  }

  /** Leaves a guest cart with an email, records it and returns the token of the link mailed. */
  async function mailedToken(who = new Shopper(t.app)): Promise<{ cartId: string; token: string; email: string }> {
    const { email } = uniqueTestIdentity();
    const cartId = await leaveCart(who, { email });
    await recordAbandonedCarts(deps, later(61));
    const [mail] = await mails(email);
    const token = LINK.exec(mail?.body ?? '')?.[1];
    expect(token, mail?.body).toBeDefined();
    return { cartId, token: token!, email };
  }

  describe('recording', () => {
    it('records a cart left with an email once and mails one restore link at the configured address, however many processes run', async () => {
      const { email } = uniqueTestIdentity();
      const cartId = await leaveCart(new Shopper(t.app), { email }, 2);
      await Promise.all([recordAbandonedCarts(deps, later(61)), recordAbandonedCarts(deps, later(61)), recordAbandonedCarts(deps, later(62))]);
      await recordAbandonedCarts(deps, later(120));
      const sent = await mails(email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toMatch(/cart is waiting/);
      expect(sent[0]!.body).toMatch(LINK);
      expect(sent[0]!.body).toContain('7 days');
      const row = await recordedRow(cartId);
      expect(row).toMatchObject({ cart_id: cartId, restored_at: null });
      expect(row?.notified_at).toEqual(expect.any(String));
      expect(errors).toEqual([]);
    });

    it('texts the link when the cart has only a phone', async () => {
      const { phone } = uniqueTestIdentity();
      const cartId = await leaveCart(new Shopper(t.app), { phone });
      await recordAbandonedCarts(deps, later(61));
      const texts = await outbox(t.app, `channel=sms&to=${phone}`);
      expect(texts).toHaveLength(1);
      expect(texts[0]!.body).toMatch(/https:\/\/shop\.example\.com\/cart\?restore=[A-Za-z0-9_.-]+/);
      expect((await recordedRow(cartId))?.notified_at).toEqual(expect.any(String));
    });

    it('leaves alone a recent cart, a cart without contact details and an empty cart', async () => {
      const recent = uniqueTestIdentity().email;
      const recentId = await leaveCart(new Shopper(t.app), { email: recent });
      const anonymousId = await leaveCart(new Shopper(t.app), {});
      const emptied = new Shopper(t.app);
      const emptyEmail = uniqueTestIdentity().email;
      const emptyId = await leaveCart(emptied, { email: emptyEmail });
      expectSuccess(await emptied.call('DELETE', '/api/cart/remove-item', { product_id: v[0]!.id }));

      await recordAbandonedCarts(deps, later(30));
      expect(await recordedRow(recentId)).toBeUndefined();
      await recordAbandonedCarts(deps, later(61));
      expect(await recordedRow(anonymousId)).toBeUndefined();
      expect(await recordedRow(emptyId)).toBeUndefined();
      expect(await mails(emptyEmail)).toEqual([]);
    });

    it('records nothing while the plugin is off', async () => {
      const { email } = uniqueTestIdentity();
      const cartId = await leaveCart(new Shopper(t.app), { email });
      await setPlugin(false);
      try {
        expect(await recordAbandonedCarts(deps, later(61))).toBe(0);
      } finally {
        await setPlugin(true);
      }
      expect(await recordedRow(cartId)).toBeUndefined();
      expect(await mails(email)).toEqual([]);
    });

    it('deletes expired carts in the cart job, and only those', async () => {
      const expiredId = await leaveCart(new Shopper(t.app), {});
      const liveId = await leaveCart(new Shopper(t.app), {});
      await t.db.kysely
        .updateTable('carts')
        .set({ expires_at: new Date(Date.now() - MINUTE).toISOString() })
        .where('id', '=', expiredId)
        .execute();
      const result = await runCartJobs(deps);
      expect(result.expired).toBeGreaterThanOrEqual(1);
      const left = await t.db.kysely.selectFrom('carts').select('id').where('id', 'in', [expiredId, liveId]).execute();
      expect(left.map((r) => r.id)).toEqual([liveId]);
      expect(await t.db.kysely.selectFrom('cart_items').select('id').where('cart_id', '=', expiredId).execute()).toEqual([]);
    });
  });

  describe('POST /api/plugins/AbandonedCart', () => {
    it('restores the cart in a new browser: sets the cart cookie and marks the cart restored', async () => {
      const { cartId, token } = await mailedToken();
      const other = new Shopper(t.app);
      const res = await restore(other, token);
      expect(res.json()).toEqual({ status: 'success', message: CartMessages.restored, data: { cart_session_id: cartId } });
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toContain(`${CookieName.cartSession}=`);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      const cart = expectSuccess<Cart>(await other.call('GET', '/api/cart/get'));
      expect(cart.session_id).toBe(cartId);
      expect(cart.items.map((i) => [i.product_id, i.quantity_in_display_unit])).toEqual([[v[0]!.id, 2]]);
      expect((await recordedRow(cartId))?.restored_at).toEqual(expect.any(String));
    });

    it('refuses a tampered, expired, foreign or unrecorded link with 422', async () => {
      const { cartId, token } = await mailedToken();
      const [payload, mac] = token.split('.') as [string, string];
      const tampered = `${payload}.${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
      const expired = signRestoreToken(SECRET, { cartId, expiresAt: new Date(Date.now() - 1000) });
      const foreign = signRestoreToken('another-secret-0123456789abcdef-0123456789', { cartId, expiresAt: later(60) });
      const unrecorded = signRestoreToken(SECRET, { cartId: await leaveCart(new Shopper(t.app), {}), expiresAt: later(60) });
      for (const bad of [tampered, expired, foreign, unrecorded, 'not-a-token-at-all']) {
        const res = await restore(new Shopper(t.app), bad);
        expectError(res, 422, CartMessages.restoreLinkInvalid);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      expect((await recordedRow(cartId))?.restored_at).toBeNull();
    });

    it('refuses the link of a cart that has expired since', async () => {
      const { cartId, token } = await mailedToken();
      await t.db.kysely
        .updateTable('carts')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', cartId)
        .execute();
      expectError(await restore(new Shopper(t.app), token), 422, CartMessages.restoreLinkInvalid);
    });

    it("answers a customer's cart with 401 'Please login to continue', and the customer signed in with success", async () => {
      const owner = new Shopper(t.app);
      const credentials = await owner.signUp();
      const { cartId, token } = await mailedToken(owner);
      const res = await restore(new Shopper(t.app), token);
      expectError(res, 401, AuthMessages.loginRequired);
      expect(res.headers['set-cookie']).toBeUndefined();

      const device = new Shopper(t.app);
      await device.signIn(credentials);
      expect(expectSuccess(await restore(device, token))).toEqual({ cart_session_id: cartId });
      expect(expectSuccess<Cart>(await device.call('GET', '/api/cart/get')).session_id).toBe(cartId);
    });

    it('validates the token and answers 404 while the plugin is off', async () => {
      expectError(await restore(new Shopper(t.app), undefined), 422);
      expectError(await restore(new Shopper(t.app), 'short'), 422);
      const { token } = await mailedToken();
      await setPlugin(false);
      try {
        expectError(await restore(new Shopper(t.app), token), 404);
      } finally {
        await setPlugin(true);
      }
    });
  });

  describe('GET /api/admin/abandoned-carts', () => {
    it('lists the recorded carts, newest first, with their contact and units, for the admin token only', async () => {
      const { cartId, email } = await mailedToken();
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/abandoned-carts' })).statusCode).toBe(401);
      const list = expectSuccess<{ cart_id: string; recorded_at: string }[]>(
        await t.app.inject({ method: 'GET', url: '/api/admin/abandoned-carts', headers: t.adminHeaders }),
      );
      expect(list.find((c) => c.cart_id === cartId)).toEqual({
        cart_id: cartId,
        email,
        phone: null,
        total_quantity: 2,
        recorded_at: expect.any(String),
        notified_at: expect.any(String),
        restored_at: null,
      });
      expect(list.map((c) => c.recorded_at)).toEqual([...list.map((c) => c.recorded_at)].sort().reverse());
      expect(list.length).toBeLessThanOrEqual(100);
    });
  });
});
