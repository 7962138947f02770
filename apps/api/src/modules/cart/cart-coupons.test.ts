import { type Cart, CartMessages, couponMinOrderMessage } from '@vitrine/contracts/cart';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { addItem as add, cartOf, pickVariants, Shopper, type TestVariant } from './cart-test-kit.ts';

// Coupons on the cart (spec §7 coupons/get, apply, remove), on both databases: the discount is
// checked against an amount worked out here, and every refusal against its message.

describeEachDatabase('cart coupons', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];

  beforeAll(async () => {
    v = await pickVariants(t.db, 4);
  });

  const shopper = () => new Shopper(t.app);

  describe('coupons', () => {
    it('lists the listed coupons with whether they apply, and applies and removes a typed code', async () => {
      const guest = shopper();
      await add(guest, v[0]!, 1);
      const offers = expectSuccess<{ code: string; applicable: boolean; reason: string | null }[]>(await guest.call('GET', '/api/cart/coupons/get'));
      expect(offers.map((o) => o.code)).toEqual(expect.arrayContaining(['WELCOME10', 'FLAT200']));
      expect(offers.map((o) => o.code)).not.toContain('EXPIRED');

      const price = v[0]!.selling_price;
      const qty = Math.ceil(99900 / price);
      await guest.call('PUT', '/api/cart/update-qty', { product_id: v[0]!.id, quantity: qty });
      const res = await guest.call('POST', '/api/cart/coupons/apply', { coupon: 'welcome10' });
      const cart = expectSuccess<Cart>(res);
      expect(res.json().message).toBe(CartMessages.couponApplied);
      const discount = Math.min(Math.floor((price * qty * 10) / 100), 50000);
      expect(cart.coupon).toEqual({ code: 'WELCOME10', description: expect.any(String), discount, reason: null });
      expect(cart.totals).toMatchObject({ sub_total: price * qty, discount, grand_total: price * qty - discount });

      const removed = expectSuccess<Cart>(await guest.call('DELETE', '/api/cart/coupons/remove'));
      expect(removed.coupon).toBeNull();
      expect(removed.totals.grand_total).toBe(price * qty);
    });

    it('says why a coupon does not apply, and changes nothing', async () => {
      const guest = shopper();
      expectError(await guest.call('POST', '/api/cart/coupons/apply', { coupon: 'WELCOME10' }), 422, CartMessages.empty);
      const cheap = v.reduce((a, b) => (a.selling_price <= b.selling_price ? a : b));
      await add(guest, cheap, 1);
      if (cheap.selling_price < 99900) {
        expectError(await guest.call('POST', '/api/cart/coupons/apply', { coupon: 'WELCOME10' }), 422, couponMinOrderMessage(99900, 'INR'));
      }
      expectError(await guest.call('POST', '/api/cart/coupons/apply', { coupon: 'EXPIRED' }), 422, CartMessages.couponExpired);
      expectError(await guest.call('POST', '/api/cart/coupons/apply', { coupon: 'NOPE-NOPE' }), 422, CartMessages.couponUnknown);
      expectError(await guest.call('POST', '/api/cart/coupons/apply', {}), 422);
      expectError(await guest.call('POST', '/api/cart/coupons/apply', { coupon: 'x'.repeat(51) }), 422);
      expect((await cartOf(guest)).coupon).toBeNull();
    });

    it('refuses an exhausted coupon, a used-up per-customer coupon, and asks guests to log in for one', async () => {
      const now = new Date().toISOString();
      const base = { description: 'Test coupon', type: 'fixed' as const, value: 100, created_at: now };
      await t.db.kysely
        .insertInto('coupons')
        .values({ ...base, id: 'cpn_t_gone', code: 'T-GONE', usage_limit: 1, used_count: 1 })
        .execute();
      await t.db.kysely
        .insertInto('coupons')
        .values({ ...base, id: 'cpn_t_once', code: 'T-ONCE', per_customer_limit: 1 })
        .execute();
      const guest = shopper();
      await add(guest, v[0]!, 1);
      expectError(await guest.call('POST', '/api/cart/coupons/apply', { coupon: 'T-GONE' }), 422, CartMessages.couponExhausted);
      expectError(await guest.call('POST', '/api/cart/coupons/apply', { coupon: 'T-ONCE' }), 422, CartMessages.couponNeedsLogin);
      const customer = shopper();
      await customer.signUp();
      const cart = expectSuccess<Cart>(await add(customer, v[0]!, 1));
      expect(expectSuccess<Cart>(await customer.call('POST', '/api/cart/coupons/apply', { coupon: 'T-ONCE' })).coupon?.discount).toBe(100);
      await t.db.kysely
        .insertInto('coupon_redemptions')
        .values({ id: 'red_t_once', coupon_id: 'cpn_t_once', customer_id: customer.customerId, cart_id: 'an-earlier-order', created_at: now })
        .execute();
      expect((await cartOf(customer)).coupon).toMatchObject({ code: 'T-ONCE', discount: 0, reason: CartMessages.couponUsedUp });
      expect((await cartOf(customer)).totals.grand_total).toBe(cart.totals.grand_total);
      expectError(await customer.call('POST', '/api/cart/coupons/apply', { coupon: 'T-ONCE' }), 422, CartMessages.couponUsedUp);
    });
  });
});
