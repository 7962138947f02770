import type { PlacedOrder } from '@vitrine/contracts/orders';
import { OrderMessages } from '@vitrine/contracts/orders';
import { beforeAll, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { confirmedOrderBody, readyCart } from './orders-test-kit.ts';

// Cancelling gives back what the order took, once (order-undo.ts): its units and its coupon use,
// whether the customer or the owner cancels.

describeEachDatabase('what a cancelled order gives back', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 1, 500);
  });

  const coupon = async () => {
    const row = await t.db.kysely.selectFrom('coupons').select('used_count').where('id', '=', 'cpn_welcome10').executeTakeFirstOrThrow();
    const uses = await t.db.kysely.selectFrom('coupon_redemptions').select('cart_id').where('coupon_id', '=', 'cpn_welcome10').execute();
    return { used: Number(row.used_count), carts: uses.map((u) => u.cart_id) };
  };
  const stock = async () =>
    Number((await t.db.kysely.selectFrom('product_variants').select('stock').where('id', '=', v[0]!.id).executeTakeFirstOrThrow()).stock);

  async function placeWithCoupon() {
    const who = new Shopper(t.app);
    const qty = Math.ceil(99900 / v[0]!.selling_price);
    await readyCart(who, [[v[0]!, qty]]);
    expectSuccess(await who.call('POST', '/api/cart/coupons/apply', { coupon: 'WELCOME10' }));
    const placed = expectSuccess<PlacedOrder>(await who.call('POST', '/api/checkout/place-order', await confirmedOrderBody(who)));
    expect(placed.order.coupon?.code).toBe('WELCOME10');
    return { who, placed, qty, ref: { order_id: placed.order.order_id, token: placed.token } };
  }

  it('returns the units and the coupon use when the customer cancels, once', async () => {
    const before = { coupon: await coupon(), stock: await stock() };
    const { who, ref, qty } = await placeWithCoupon();
    expect((await coupon()).used).toBe(before.coupon.used + 1);
    expect(await stock()).toBe(before.stock - qty);

    const answers = await Promise.all([who.call('PUT', '/api/orders/cancel', ref), who.call('PUT', '/api/orders/cancel', ref)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expectError(answers.find((r) => r.statusCode === 422)!, 422, OrderMessages.cannotCancel);
    expect(await coupon()).toEqual(before.coupon);
    expect(await stock()).toBe(before.stock);
  });

  it('returns them when the owner cancels too', async () => {
    const before = { coupon: await coupon(), stock: await stock() };
    const { ref, qty } = await placeWithCoupon();
    expect(await stock()).toBe(before.stock - qty);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${ref.order_id}/status`, headers: t.adminHeaders, payload: { to: 'cancelled' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await coupon()).toEqual(before.coupon);
    expect(await stock()).toBe(before.stock);
  });
});
