import { CartMessages } from '@vitrine/contracts/cart';
import { OrderAdminMessages } from '@vitrine/contracts/order-admin';
import type { Order, PlacedOrder } from '@vitrine/contracts/orders';
import { OrderMessages } from '@vitrine/contracts/orders';
import { PaymentMessages, type PaymentOutcome, type PaymentRedirect, type TestGatewayPayment } from '@vitrine/contracts/payments';
import { beforeAll, expect, it } from 'vitest';
import { signWebhook } from '../../integrations/payments/webhook-signature.ts';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { outbox } from '../auth/auth-test-kit.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { confirmedOrderBody, readyCart } from '../orders/orders-test-kit.ts';
import { isTestGatewayOn } from './gateways.ts';
import {
  decide as decideAt,
  directDeps,
  gatewaySecret,
  orderRow as orderRowOf,
  paymentIdOf,
  placedForGateway as placedFor,
  postWebhook,
} from './payments-test-kit.ts';
import { releaseUnpaidOrders } from './unpaid-orders.ts';

// Paying through the built-in test gateway (docs/decisions/014-payments.md) on both databases:
// the order is paid only on the gateway's word, a forged or replayed return or webhook changes
// nothing, a declined payment can be tried again, and only the order's owner can pay it.

describeEachDatabase('payments through the test gateway', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 2, 100);
  });

  const shopper = () => new Shopper(t.app);
  const gatewayPage = (id: string) => t.app.inject({ method: 'GET', url: `/api/test-gateway/payments/${id}` });
  const decide = (id: string, decision: 'pay' | 'decline') => decideAt(t.app, id, decision);
  const orderRow = (id: string) => orderRowOf(t.db, id);
  const webhook = (body: string, signature: string) => postWebhook(t.app, body, signature);
  const placedForGateway = (who = shopper()) => placedFor(who, v[0]!);

  it('lists the test gateway among the payment methods while its plugin is installed', async () => {
    const guest = shopper();
    await readyCart(guest, [[v[0]!, 1]]);
    const methods = async () => (await guest.call('GET', '/api/cart/get')).json().data.cart_payment_methods.map((m: { code: string }) => m.code);
    expect(await methods()).toEqual(['cod', 'test_gateway']);
    expect(await isTestGatewayOn(t.db)).toBe(true);

    const switchTo = (is_active: boolean) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/plugins/TestGateway', headers: t.adminHeaders, payload: { is_active } });
    expect((await switchTo(false)).statusCode).toBe(200);
    try {
      expect(await methods()).toEqual(['cod']);
      expect(await isTestGatewayOn(t.db)).toBe(false);
      expectError(await guest.call('PUT', '/api/cart/update-payment-mode', { payment_method: 'test_gateway' }), 422, CartMessages.paymentMethodUnknown);
    } finally {
      expect((await switchTo(true)).statusCode).toBe(200);
    }
  });

  it('places the order awaiting payment, sends the shopper to the gateway and marks it paid on its word', async () => {
    const { who, placed, ref } = await placedForGateway();
    expect(placed.order).toMatchObject({ status: 'placed', payment_method: 'test_gateway', payment_status: 'awaiting_payment' });
    expect(placed.next).toEqual({ type: 'payment', url: `/checkout-failed?order_id=${ref.order_id}&token=${ref.token}` });

    const redirect = expectSuccess<PaymentRedirect>(await who.call('POST', '/api/checkout/process-payment', ref));
    expect(redirect.redirect_url).toMatch(/^\/test-gateway\/pay\/tgp_/);
    const page = expectSuccess<TestGatewayPayment>(await gatewayPage(paymentIdOf(redirect)));
    expect(page).toMatchObject({
      merchant: expect.any(String),
      description: `Order ${placed.order.order_no}`,
      amount: placed.order.totals.grand_total,
      status: 'created',
    });

    // Coming back before paying proves nothing: the shop asks the gateway, which says not yet.
    const early = expectSuccess<PaymentOutcome>(await who.call('POST', '/api/checkout/complete-payment', ref));
    expect(early.paid).toBe(false);
    expect(early.next.type).toBe('failed');

    // The order's confirmation waits for the money.
    const confirmations = async () =>
      (await outbox(t.app, `channel=mail&to=${encodeURIComponent('buyer@example.com')}&limit=200`)).filter((m) =>
        m.subject?.endsWith(`order ${placed.order.order_no} placed`),
      );
    expect(await confirmations()).toEqual([]);

    const back = await decide(paymentIdOf(redirect), 'pay');
    expect(back.redirect_url).toBe(`/checkout-complete?order_id=${ref.order_id}&token=${ref.token}&type=test_gateway&payment_id=${paymentIdOf(redirect)}`);
    // The gateway's webhook already marked it paid, before the shopper's browser came back.
    expect((await orderRow(ref.order_id)).payment_status).toBe('paid');
    await expect.poll(async () => (await confirmations()).map((m) => m.body.includes('(Card (test gateway), paid)'))).toEqual([true]);
    const done = expectSuccess<PaymentOutcome>(await who.call('POST', '/api/checkout/complete-payment', ref));
    expect(done).toMatchObject({ paid: true, next: { type: 'complete' }, order: { payment_status: 'paid' } });

    // Paid is final: no second payment, and a second click on the gateway only redirects.
    expectError(await who.call('POST', '/api/checkout/process-payment', ref), 422, PaymentMessages.alreadyPaid);
    expect((await decide(paymentIdOf(redirect), 'decline')).redirect_url).toContain('/checkout-complete?');
    expect((await orderRow(ref.order_id)).payment_status).toBe('paid');
    expect(await confirmations()).toHaveLength(1);
  });

  it('marks a declined payment failed and lets the shopper try again', async () => {
    const { who, ref } = await placedForGateway();
    const first = expectSuccess<PaymentRedirect>(await who.call('POST', '/api/checkout/process-payment', ref));
    const back = await decide(paymentIdOf(first), 'decline');
    expect(back.redirect_url).toBe(`/checkout-failed?order_id=${ref.order_id}&token=${ref.token}&payment_id=${paymentIdOf(first)}`);
    const failed = expectSuccess<PaymentOutcome>(await who.call('POST', '/api/checkout/complete-payment', ref));
    expect(failed).toMatchObject({ paid: false, next: { type: 'failed' }, order: { payment_status: 'failed', status: 'placed' } });

    const second = expectSuccess<PaymentRedirect>(await who.call('POST', '/api/checkout/process-payment', ref));
    expect(paymentIdOf(second)).not.toBe(paymentIdOf(first));
    await decide(paymentIdOf(second), 'pay');
    expect(expectSuccess<PaymentOutcome>(await who.call('POST', '/api/checkout/complete-payment', ref)).paid).toBe(true);
  });

  it('keeps the owner from confirming an order until its gateway said paid', async () => {
    const { who, ref } = await placedForGateway();
    const confirm = () =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${ref.order_id}/status`, headers: t.adminHeaders, payload: { to: 'confirmed' } });
    expectError(await confirm(), 422, OrderAdminMessages.notPaidYet);
    const redirect = expectSuccess<PaymentRedirect>(await who.call('POST', '/api/checkout/process-payment', ref));
    await decide(paymentIdOf(redirect), 'pay');
    expect(expectSuccess<Order>(await confirm())).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
  });

  it('gives the stock of an order unpaid for an hour back, after asking the gateway', async () => {
    const stockOf = async () =>
      Number((await t.db.kysely.selectFrom('product_variants').select('stock').where('id', '=', v[0]!.id).executeTakeFirstOrThrow()).stock);
    const before = await stockOf();
    const unpaid = await placedForGateway();
    const paidLate = await placedForGateway();
    const fresh = await placedForGateway();
    expect(await stockOf()).toBe(before - 3);
    // paidLate's gateway took the money but its webhook was lost.
    const redirect = expectSuccess<PaymentRedirect>(await paidLate.who.call('POST', '/api/checkout/process-payment', paidLate.ref));
    await t.db.kysely.updateTable('test_gateway_payments').set({ status: 'paid' }).where('id', '=', paymentIdOf(redirect)).execute();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    await t.db.kysely.updateTable('orders').set({ created_at: twoHoursAgo }).where('id', 'in', [unpaid.ref.order_id, paidLate.ref.order_id]).execute();

    const deps = directDeps(t.db);
    expect(await releaseUnpaidOrders(deps)).toBe(1);
    expect(await orderRow(unpaid.ref.order_id)).toMatchObject({ status: 'cancelled', payment_status: 'awaiting_payment' });
    expect(await orderRow(paidLate.ref.order_id)).toMatchObject({ status: 'placed', payment_status: 'paid' });
    expect(await orderRow(fresh.ref.order_id)).toMatchObject({ status: 'placed', payment_status: 'awaiting_payment' });
    expect(await stockOf()).toBe(before - 2);
    const history = expectSuccess<Order>(await unpaid.who.call('POST', '/api/orders/item', unpaid.ref)).history;
    expect(history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Not paid within 60 minutes' });
    // Once is enough: a second run finds nothing, and the stock stays.
    expect(await releaseUnpaidOrders(deps)).toBe(0);
    expect(await stockOf()).toBe(before - 2);
    expectError(await unpaid.who.call('POST', '/api/checkout/process-payment', unpaid.ref), 422, PaymentMessages.cannotPay);
  });

  it('confirms with the gateway when its webhook never came', async () => {
    const { who, ref } = await placedForGateway();
    const redirect = expectSuccess<PaymentRedirect>(await who.call('POST', '/api/checkout/process-payment', ref));
    // The gateway took the money but its webhook was lost: only its own store says so.
    await t.db.kysely.updateTable('test_gateway_payments').set({ status: 'paid' }).where('id', '=', paymentIdOf(redirect)).execute();
    expect((await orderRow(ref.order_id)).payment_status).toBe('awaiting_payment');
    expect(expectSuccess<PaymentOutcome>(await who.call('POST', '/api/checkout/complete-payment', ref)).paid).toBe(true);
  });

  it('refuses forged webhooks and changes nothing on a replayed one', async () => {
    const { who, ref, placed } = await placedForGateway();
    const redirect = expectSuccess<PaymentRedirect>(await who.call('POST', '/api/checkout/process-payment', ref));
    const id = paymentIdOf(redirect);
    const amount = placed.order.totals.grand_total;
    const body = JSON.stringify({ event: 'payment.paid', payment_id: id, status: 'paid', amount, currency: placed.order.currency });

    expectError(await webhook(body, signWebhook('not-the-secret', body)), 422, PaymentMessages.badSignature);
    expectError(await webhook(body, 't=1,v1=00'), 422, PaymentMessages.badSignature);
    const stale = signWebhook(gatewaySecret, body, Date.now() - 60 * 60 * 1000);
    expectError(await webhook(body, stale), 422, PaymentMessages.badSignature);
    expect((await orderRow(ref.order_id)).payment_status).toBe('awaiting_payment');

    // Signed, but for less than the order: the attempt fails, the order is not paid.
    const short = JSON.stringify({ event: 'payment.paid', payment_id: id, status: 'paid', amount: amount - 1, currency: placed.order.currency });
    expectSuccess(await webhook(short, signWebhook(gatewaySecret, short)));
    expect((await orderRow(ref.order_id)).payment_status).toBe('failed');

    // A paid event replayed after a later decline of another attempt leaves the order as it was.
    const again = expectSuccess<PaymentRedirect>(await who.call('POST', '/api/checkout/process-payment', ref));
    await decide(paymentIdOf(again), 'decline');
    expectSuccess(await webhook(body, signWebhook(gatewaySecret, body)));
    expect((await orderRow(ref.order_id)).payment_status).toBe('failed');
  });

  it('forged returns change nothing: the return address is not proof of payment', async () => {
    const { who, ref } = await placedForGateway();
    const redirect = expectSuccess<PaymentRedirect>(await who.call('POST', '/api/checkout/process-payment', ref));
    // The shopper opens the complete page's address by hand, with any payment id.
    const order = expectSuccess<Order>(
      await who.call('GET', `/api/checkout/complete?order_id=${ref.order_id}&token=${ref.token}&type=test_gateway&payment_id=${paymentIdOf(redirect)}`),
    );
    expect(order.payment_status).toBe('awaiting_payment');
    expect(expectSuccess<PaymentOutcome>(await who.call('POST', '/api/checkout/complete-payment', { ...ref, payment_id: 'tgp_forged' })).paid).toBe(false);
    expect((await orderRow(ref.order_id)).payment_status).toBe('awaiting_payment');
  });

  it('lets only the order owner (or its token) pay, and refuses what cannot be paid', async () => {
    const { ref } = await placedForGateway();
    expectError(await shopper().call('POST', '/api/checkout/process-payment', { order_id: ref.order_id }), 404, OrderMessages.notFound);
    expectError(await shopper().call('POST', '/api/checkout/process-payment', { order_id: ref.order_id, token: 'x'.repeat(32) }), 404, OrderMessages.notFound);
    expectError(await shopper().call('POST', '/api/checkout/complete-payment', { order_id: ref.order_id }), 404, OrderMessages.notFound);
    expectError(await shopper().call('POST', '/api/checkout/process-payment', {}), 422);
    expectError(await gatewayPage('tgp_unknown'), 404, PaymentMessages.testPaymentNotFound);

    // Cash on delivery is not paid online.
    const cod = shopper();
    await readyCart(cod, [[v[1]!, 1]]);
    const placed = expectSuccess<PlacedOrder>(await cod.call('POST', '/api/checkout/place-order', await confirmedOrderBody(cod)));
    expectError(
      await cod.call('POST', '/api/checkout/process-payment', { order_id: placed.order.order_id, token: placed.token }),
      422,
      PaymentMessages.notGateway,
    );

    // A cancelled order cannot be paid any more.
    const { who, ref: cancelled } = await placedForGateway();
    expectSuccess(await who.call('PUT', '/api/orders/cancel', cancelled));
    expectError(await who.call('POST', '/api/checkout/process-payment', cancelled), 422, PaymentMessages.cannotPay);
  });
});
