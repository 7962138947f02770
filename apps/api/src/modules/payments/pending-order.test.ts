import type { Cart } from '@vitrine/contracts/cart';
import { CookieName } from '@vitrine/contracts/cookies';
import type { Order, PlacedOrder } from '@vitrine/contracts/orders';
import { OrderMessages } from '@vitrine/contracts/orders';
import type { PaymentRedirect } from '@vitrine/contracts/payments';
import { type PendingOrderAnswer, type PendingOrderChanged, PendingOrderMessages } from '@vitrine/contracts/pending-order';
import { beforeAll, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { outbox } from '../auth/auth-test-kit.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { confirmedOrderBody, readyCart } from '../orders/orders-test-kit.ts';

// Issue 29: an order placed for an online payment waits in its shopper's browser (a signed
// cookie) until paid or cancelled; the cart page offers Pay now and Change it; one message says
// where to pay it, on any device. Both databases.

const PUBLIC_URL = 'https://shop.example.com';

describeEachDatabase('orders waiting for payment', (dialect) => {
  const t = useTestApp(dialect, { PUBLIC_URL });
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 2, 100);
  });

  const shopper = () => new Shopper(t.app);
  let mailNo = 0;
  const stockOf = async (id: string) =>
    Number((await t.db.kysely.selectFrom('product_variants').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);
  const orderRow = (id: string) => t.db.kysely.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const pendingOf = async (who: Shopper) => expectSuccess<PendingOrderAnswer>(await who.call('GET', '/api/checkout/pending-order')).pending;
  const decide = async (redirect: PaymentRedirect, decision: 'pay' | 'decline') => {
    const id = decodeURIComponent(redirect.redirect_url.split('/').pop() ?? '');
    expectSuccess(await t.app.inject({ method: 'POST', url: `/api/test-gateway/payments/${id}/${decision}`, payload: {} }));
  };

  /** A shopper whose cart became an order for the test gateway, awaiting payment. */
  async function placedForGateway(lines: [TestVariant, number][] = [[v[0]!, 1]], who = shopper()) {
    await readyCart(who, lines);
    const email = `waiting${++mailNo}.${dialect}@example.com`;
    expectSuccess(await who.call('PUT', '/api/cart/update-contact', { phone: '9876543210', email }));
    expectSuccess(await who.call('PUT', '/api/cart/update-payment-mode', { payment_method: 'test_gateway' }));
    const placed = expectSuccess<PlacedOrder>(await who.call('POST', '/api/checkout/place-order', await confirmedOrderBody(who)));
    return { who, placed, email, ref: { order_id: placed.order.order_id, token: placed.token } };
  }

  it('remembers the order in the browser that placed it, and nowhere else', async () => {
    const { who, placed, ref } = await placedForGateway([[v[0]!, 2]]);
    expect(who.jar.get(CookieName.pendingOrder)).toBe(`${ref.order_id}.${ref.token}`);
    expect(await pendingOf(who)).toEqual({
      order_id: ref.order_id,
      order_no: placed.order.order_no,
      grand_total: placed.order.totals.grand_total,
      currency: placed.order.currency,
      item_count: 2,
      payment_status: 'awaiting_payment',
    });

    // A stranger: no cookie, nothing; a made-up cookie (another id with this token, a bent token)
    // finds nothing, is cleared, and cannot cancel the order.
    const stranger = shopper();
    expect(await pendingOf(stranger)).toBeNull();
    for (const forged of [`ord_someoneelse.${ref.token}`, `${ref.order_id}.${'x'.repeat(32)}`, ref.order_id, `${ref.order_id}.`]) {
      stranger.jar.set(CookieName.pendingOrder, forged);
      expect(await pendingOf(stranger)).toBeNull();
      expect(stranger.jar.has(CookieName.pendingOrder)).toBe(false);
      stranger.jar.set(CookieName.pendingOrder, forged);
      expectError(await stranger.call('POST', '/api/checkout/pending-order/change', {}), 422, PendingOrderMessages.nothingPending);
    }
    expectError(await stranger.call('POST', '/api/checkout/pending-order', { order_id: ref.order_id, token: 'y'.repeat(32) }), 404, OrderMessages.notFound);
    expectError(await stranger.call('POST', '/api/checkout/pending-order', {}), 422);
    expect(await orderRow(ref.order_id)).toMatchObject({ status: 'placed', payment_status: 'awaiting_payment' });

    // Cash on delivery waits for nothing: no cookie.
    const cod = shopper();
    await readyCart(cod, [[v[1]!, 1]]);
    expectSuccess(await cod.call('POST', '/api/checkout/place-order', await confirmedOrderBody(cod)));
    expect(cod.jar.has(CookieName.pendingOrder)).toBe(false);
    expect(await pendingOf(cod)).toBeNull();
  });

  it('Pay now pays the order; once paid, nothing waits and the cookie goes', async () => {
    const { who } = await placedForGateway();
    const pending = (await pendingOf(who))!;
    const payNow = () => who.call('POST', '/api/checkout/pending-order/pay', {});
    const declined = expectSuccess<PaymentRedirect>(await payNow());
    expect(declined.redirect_url).toMatch(/^\/test-gateway\/pay\/tgp_/);
    await decide(declined, 'decline');
    // A declined try still waits: the shopper can pay again.
    expect(await pendingOf(who)).toMatchObject({ order_id: pending.order_id, payment_status: 'failed' });
    const redirect = expectSuccess<PaymentRedirect>(await payNow());
    await decide(redirect, 'pay');
    expect((await orderRow(pending.order_id)).payment_status).toBe('paid');
    expect(await pendingOf(who)).toBeNull();
    expect(who.jar.has(CookieName.pendingOrder)).toBe(false);
    expectError(await payNow(), 422, PendingOrderMessages.nothingPending);
    // A stranger's made-up cookie pays nothing either.
    const stranger = shopper();
    stranger.jar.set(CookieName.pendingOrder, `${pending.order_id}.${'z'.repeat(32)}`);
    expectError(await stranger.call('POST', '/api/checkout/pending-order/pay', {}), 422, PendingOrderMessages.nothingPending);
  });

  it('Change it cancels the order, gives its stock back and puts its lines back in the cart', async () => {
    const before = [await stockOf(v[0]!.id), await stockOf(v[1]!.id)];
    const { who, ref } = await placedForGateway([
      [v[0]!, 2],
      [v[1]!, 1],
    ]);
    expect([await stockOf(v[0]!.id), await stockOf(v[1]!.id)]).toEqual([before[0]! - 2, before[1]! - 1]);
    expect(who.jar.has(CookieName.cartSession)).toBe(false); // the cart became the order

    const { cart } = expectSuccess<PendingOrderChanged>(await who.call('POST', '/api/checkout/pending-order/change', {}));
    expect(cart).toMatchObject({ phone: '9876543210', email: expect.stringMatching(/^waiting\d+\./) });
    expect(cart.items.map((i) => [i.product_id, i.quantity_in_display_unit])).toEqual([
      [v[0]!.id, 2],
      [v[1]!.id, 1],
    ]);
    expect([await stockOf(v[0]!.id), await stockOf(v[1]!.id)]).toEqual(before);
    expect(await orderRow(ref.order_id)).toMatchObject({ status: 'cancelled' });
    const history = expectSuccess<Order>(await who.call('POST', '/api/orders/item', ref)).history;
    expect(history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Changed by the shopper before paying' });

    // The lines are this browser's cart now, to edit; nothing waits any more.
    expect(who.jar.has(CookieName.pendingOrder)).toBe(false);
    expect(await pendingOf(who)).toBeNull();
    const mine = expectSuccess<Cart>(await who.call('GET', '/api/cart/get'));
    expect(mine.items).toHaveLength(2);
    expectSuccess(await who.call('PUT', '/api/cart/update-qty', { item_id: mine.items[0]!.id, quantity: 1 }));

    // Once: a second Change it (another tab, a replayed cookie) gives nothing back twice.
    who.jar.set(CookieName.pendingOrder, `${ref.order_id}.${ref.token}`);
    expectError(await who.call('POST', '/api/checkout/pending-order/change', {}), 422, PendingOrderMessages.nothingPending);
    expect([await stockOf(v[0]!.id), await stockOf(v[1]!.id)]).toEqual(before);
  });

  it('Change it gives the coupon use back and applies the coupon again', async () => {
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('coupons')
      .values({ id: 'cpn_t_pending', code: 'T-PENDING', description: 'Test coupon', type: 'fixed', value: 100, usage_limit: 1, created_at: now })
      .execute();
    const usedCount = async () =>
      Number((await t.db.kysely.selectFrom('coupons').select('used_count').where('id', '=', 'cpn_t_pending').executeTakeFirstOrThrow()).used_count);
    const who = shopper();
    await readyCart(who, [[v[0]!, 1]]);
    expectSuccess(await who.call('POST', '/api/cart/coupons/apply', { coupon: 'T-PENDING' }));
    const { ref } = await placedForGateway([], who);
    expect((await orderRow(ref.order_id)).coupon_code).toBe('T-PENDING');
    expect(await usedCount()).toBe(1);

    const { cart } = expectSuccess<PendingOrderChanged>(await who.call('POST', '/api/checkout/pending-order/change', {}));
    expect(await usedCount()).toBe(0);
    expect(cart.coupon).toMatchObject({ code: 'T-PENDING', discount: 100 });
  });

  it('an order cancelled or paid elsewhere shows nothing and cannot be changed', async () => {
    const { who, ref } = await placedForGateway();
    expectSuccess(await who.call('PUT', '/api/orders/cancel', ref));
    const cookie = who.jar.get(CookieName.pendingOrder)!;
    expect(await pendingOf(who)).toBeNull();
    who.jar.set(CookieName.pendingOrder, cookie);
    expectError(await who.call('POST', '/api/checkout/pending-order/change', {}), 422, PendingOrderMessages.nothingPending);

    const paid = await placedForGateway();
    await decide(expectSuccess<PaymentRedirect>(await paid.who.call('POST', '/api/checkout/process-payment', paid.ref)), 'pay');
    expectError(await paid.who.call('POST', '/api/checkout/pending-order/change', {}), 422, PendingOrderMessages.nothingPending);
    expect(await orderRow(paid.ref.order_id)).toMatchObject({ status: 'placed', payment_status: 'paid' });
  });

  it('sends one "waiting for payment" message whose link opens the order on another device', async () => {
    const { who, placed, email, ref } = await placedForGateway();
    const waiting = async () =>
      (await outbox(t.app, `channel=mail&to=${encodeURIComponent(email)}&limit=50`)).filter((m) => m.subject?.includes('is waiting for payment'));
    await expect.poll(async () => (await waiting()).length).toBe(1);
    const [mail] = await waiting();
    expect(mail!.subject).toBe(`Vitrine Home & Living: order ${placed.order.order_no} is waiting for payment`);
    const link = `${PUBLIC_URL}/cart?order_id=${encodeURIComponent(ref.order_id)}&token=${ref.token}`;
    expect(mail!.body).toContain(`Pay for it or change it: ${link}`);

    // Placing again (the cart is now the order) sends nothing more.
    expectError(await who.call('POST', '/api/checkout/place-order', { accept_tnc: true }), 422);
    await new Promise((r) => setTimeout(r, 50));
    expect(await waiting()).toHaveLength(1);

    // The link on a phone: the cart page adopts the order with its token, then Pay now works there.
    const phone = shopper();
    const url = new URL(link);
    const adopted = expectSuccess<PendingOrderAnswer>(
      await phone.call('POST', '/api/checkout/pending-order', { order_id: url.searchParams.get('order_id'), token: url.searchParams.get('token') }),
    );
    expect(adopted.pending).toMatchObject({ order_id: ref.order_id, order_no: placed.order.order_no });
    expect((await pendingOf(phone))?.order_id).toBe(ref.order_id);
    const redirect = expectSuccess<PaymentRedirect>(await phone.call('POST', '/api/checkout/pending-order/pay', {}));
    await decide(redirect, 'pay');
    expect(await pendingOf(phone)).toBeNull();
    expect(await pendingOf(who)).toBeNull();
    // Paid: the order's confirmation follows, and no second "waiting" message.
    await expect
      .poll(async () => (await outbox(t.app, `channel=mail&to=${encodeURIComponent(email)}&limit=50`)).map((m) => m.subject?.split(': ').pop()))
      .toEqual(expect.arrayContaining([`order ${placed.order.order_no} placed`]));
    expect(await waiting()).toHaveLength(1);
  });
});
