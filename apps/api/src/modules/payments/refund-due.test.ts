import { formatMoney } from '@vitrine/contracts/money';
import type { AdminOrder } from '@vitrine/contracts/order-admin';
import { OrderAdminMessages } from '@vitrine/contracts/order-admin';
import { type Order, refundNotice } from '@vitrine/contracts/orders';
import { PaymentMessages, type PaymentOutcome } from '@vitrine/contracts/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import * as migration023 from '../../db/migrations/023-one-open-payment.ts';
import { signWebhook } from '../../integrations/payments/webhook-signature.ts';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { outbox } from '../auth/auth-test-kit.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { testGatewayApi } from '../test-gateway/test-gateway.service.ts';
import { attemptRows, decide, directDeps, gatewaySecret, orderRow, paymentIdOf, placedForGateway, postWebhook, startPaying } from './payments-test-kit.ts';
import { releaseUnpaidOrders } from './unpaid-orders.ts';

// Every paid rupee has a way back (issue 29; docs/decisions/014-payments.md, Refunds), on both
// databases: a paid order that is cancelled is "refund due"; a payment that lands on a cancelled
// order is "refund due", never "placed"; one open payment attempt per order; the owner records
// the refund.

describeEachDatabase('refunds due on cancelled paid orders', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 1, 1000);
  });

  const placed = () => placedForGateway(new Shopper(t.app), v[0]!);
  const cancel = (who: Shopper, ref: { order_id: string; token: string }) => who.call('PUT', '/api/orders/cancel', { ...ref, reason: 'Ordered by mistake' });
  const mails = async (orderNo: string) =>
    (await outbox(t.app, `channel=mail&to=${encodeURIComponent('buyer@example.com')}&limit=200`)).filter((m) => m.subject?.includes(`order ${orderNo} `));
  const smsTexts = async (orderNo: string) => (await outbox(t.app, 'channel=sms&limit=200')).filter((m) => m.body.includes(`order ${orderNo} `));
  const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) => t.app.inject({ method, url, headers: t.adminHeaders, payload: payload as object });
  const stockOf = async () =>
    Number((await t.db.kysely.selectFrom('product_variants').select('stock').where('id', '=', v[0]!.id).executeTakeFirstOrThrow()).stock);

  /** An order paid through the test gateway. */
  async function paidOrder() {
    const order = await placed();
    await decide(t.app, paymentIdOf(await startPaying(order.who, order.ref)), 'pay');
    expect((await orderRow(t.db, order.ref.order_id)).payment_status).toBe('paid');
    return order;
  }

  it('makes a paid order that the shopper cancels "refund due", says so, and lets the owner record the refund', async () => {
    const { who, ref, placed: p } = await paidOrder();
    const no = p.order.order_no;
    const cancelled = expectSuccess<Order>(await cancel(who, ref));
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'refund_due' });
    // The cancel mail tells the shopper the money comes back.
    await expect.poll(async () => (await mails(no)).map((m) => m.subject)).toContainEqual(expect.stringMatching(new RegExp(`order ${no} cancelled$`)));
    const cancelMail = (await mails(no)).find((m) => m.subject?.endsWith('cancelled'));
    const total = formatMoney(p.order.grand_total.amount, p.order.currency);
    expect(cancelMail?.body).toContain(refundNotice(cancelled, total));

    // The owner sees what is due, and records the refund with the gateway's reference.
    const seen = expectSuccess<AdminOrder>(await admin('GET', `/api/admin/orders/${ref.order_id}`));
    expect(seen.payments.map((a) => a.status)).toEqual(['paid']);
    const refunded = expectSuccess<AdminOrder>(await admin('POST', `/api/admin/orders/${ref.order_id}/refund`, { reference: 'RF-1001', note: 'Sent by card' }));
    expect(refunded).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
    expect(refunded.payments.map((a) => a.status)).toEqual(['refunded']);
    expect(refunded.history.at(-1)).toMatchObject({ status: 'refunded' });
    expect(refunded.history.at(-1)?.note).toContain('RF-1001');
    expect(refunded.history.at(-1)?.note).toContain('Sent by card');
    expect(refunded.history.at(-1)?.note).toContain(total);
    await expect.poll(async () => (await mails(no)).map((m) => m.subject)).toContainEqual(expect.stringMatching(new RegExp(`order ${no} refund approved$`)));

    // Once: a second record finds nothing due.
    expectError(await admin('POST', `/api/admin/orders/${ref.order_id}/refund`, {}), 422, OrderAdminMessages.nothingToRefund);
    expect(expectSuccess<Order>(await who.call('POST', '/api/orders/item', ref))).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
  });

  it('lets the owner record it through the status move too (cancelled -> refunded), only while money is due', async () => {
    const { who, ref } = await paidOrder();
    expectSuccess(await cancel(who, ref));
    const move = () => admin('POST', `/api/admin/orders/${ref.order_id}/status`, { to: 'refunded', note: 'Refunded at the counter' });
    expect(expectSuccess<AdminOrder>(await move())).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
    expectError(await move(), 422, OrderAdminMessages.cannotMove('refunded', 'refunded'));

    // A cancelled order that was never paid has nothing to refund.
    const unpaid = await placed();
    expectSuccess(await cancel(unpaid.who, unpaid.ref));
    expectError(
      await admin('POST', `/api/admin/orders/${unpaid.ref.order_id}/status`, { to: 'refunded' }),
      422,
      OrderAdminMessages.cannotMove('cancelled', 'refunded'),
    );
    expectError(await admin('POST', `/api/admin/orders/${unpaid.ref.order_id}/refund`, {}), 422, OrderAdminMessages.nothingToRefund);
  });

  it('makes a paid order the owner cancels "refund due" as well', async () => {
    const { ref } = await paidOrder();
    expect(expectSuccess<AdminOrder>(await admin('POST', `/api/admin/orders/${ref.order_id}/status`, { to: 'cancelled' }))).toMatchObject({
      status: 'cancelled',
      payment_status: 'refund_due',
    });
  });

  it('records a payment confirmed after the shopper cancelled as refund due, and never sends "placed"', async () => {
    const { who, ref, placed: p } = await placed();
    const redirect = await startPaying(who, ref);
    expectSuccess(await cancel(who, ref));
    // The shopper had the gateway's tab open and pays there after cancelling.
    await decide(t.app, paymentIdOf(redirect), 'pay');
    expect(await orderRow(t.db, ref.order_id)).toMatchObject({ status: 'cancelled', payment_status: 'refund_due' });
    const outcome = expectSuccess<PaymentOutcome>(await who.call('POST', '/api/checkout/complete-payment', ref));
    expect(outcome).toMatchObject({ paid: false, next: { type: 'complete' }, order: { status: 'cancelled', payment_status: 'refund_due' } });
    await expect
      .poll(async () => (await mails(p.order.order_no)).map((m) => m.subject))
      .toContainEqual(expect.stringMatching(new RegExp(`order ${p.order.order_no} refund due$`)));
    const subjects = (await mails(p.order.order_no)).map((m) => m.subject);
    expect(subjects.some((s) => s?.endsWith('placed'))).toBe(false);
    expect((await smsTexts(p.order.order_no)).some((m) => m.body.includes('placed'))).toBe(false);
    // Paying again is refused: the order is cancelled.
    expectError(await who.call('POST', '/api/checkout/process-payment', ref), 422, PaymentMessages.cannotPay);
  });

  it('records a payment confirmed after the unpaid-order expiry cancelled the order as refund due', async () => {
    const { who, ref } = await placed();
    const redirect = await startPaying(who, ref);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    await t.db.kysely.updateTable('orders').set({ created_at: twoHoursAgo }).where('id', '=', ref.order_id).execute();
    expect(await releaseUnpaidOrders(directDeps(t.db))).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t.db, ref.order_id)).status).toBe('cancelled');
    await decide(t.app, paymentIdOf(redirect), 'pay');
    expect(await orderRow(t.db, ref.order_id)).toMatchObject({ status: 'cancelled', payment_status: 'refund_due' });
  });

  it('ends cancelled and refund due, with the stock back once, when a webhook and a cancel arrive together', async () => {
    for (let round = 0; round < 4; round++) {
      const before = await stockOf();
      const { who, ref, placed: p } = await placed();
      const redirect = await startPaying(who, ref);
      const id = paymentIdOf(redirect);
      // The gateway took the money; its webhook and the shopper's cancel race.
      await t.db.kysely.updateTable('test_gateway_payments').set({ status: 'paid' }).where('id', '=', id).execute();
      const body = JSON.stringify({ event: 'payment.paid', payment_id: id, status: 'paid', amount: p.order.totals.grand_total, currency: p.order.currency });
      const [hook, cancelled] = await Promise.all([postWebhook(t.app, body, signWebhook(gatewaySecret, body)), cancel(who, ref)]);
      expect(hook.statusCode).toBe(200);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await orderRow(t.db, ref.order_id)).toMatchObject({ status: 'cancelled', payment_status: 'refund_due' });
      expect(await stockOf()).toBe(before);
    }
  });

  it('keeps one open payment attempt per order: Pay pressed twice in parallel opens one', async () => {
    const { who, ref } = await placed();
    const answers = await Promise.all([1, 2, 3].map(() => who.call('POST', '/api/checkout/process-payment', ref)));
    const urls = new Set<string>();
    for (const answer of answers) {
      if (answer.statusCode === 200) urls.add(answer.json().data.redirect_url);
      else expectError(answer, 409, PaymentMessages.paymentOpening);
    }
    expect(urls.size).toBe(1);
    expect((await attemptRows(t.db, ref.order_id)).filter((a) => a.status === 'started')).toHaveLength(1);

    // Pressed again later (the first gateway tab still open): the same payment page.
    const again = await startPaying(who, ref);
    expect(urls.has(again.redirect_url)).toBe(true);
    expect(await attemptRows(t.db, ref.order_id)).toHaveLength(1);

    // Once declined, a retry opens a new attempt.
    await decide(t.app, paymentIdOf(again), 'decline');
    const retry = await startPaying(who, ref);
    expect(retry.redirect_url).not.toBe(again.redirect_url);
    expect((await attemptRows(t.db, ref.order_id)).map((a) => a.status).sort()).toEqual(['failed', 'started']);
  });

  it('records a second paid attempt of a paid order as refund due, never lost, and lets the owner refund it', async () => {
    const { who, ref } = await placed();
    const first = paymentIdOf(await startPaying(who, ref));
    const extra = await testGatewayApi(t.db).createPayment({
      attemptId: 'pay_second',
      description: 'Order',
      amount: Number((await orderRow(t.db, ref.order_id)).grand_total),
      currency: 'INR',
      returnUrl: '/checkout-complete',
      cancelUrl: '/checkout-failed',
      webhookUrl: '/api/payments/test_gateway/webhook',
    });
    await decide(t.app, first, 'pay');
    // The gateway's second payment was opened before the first one closed (the shop's own rule
    // allows one open attempt at a time): the shop knows it, and it is paid too.
    const firstRow = (await attemptRows(t.db, ref.order_id))[0]!;
    await t.db.kysely
      .insertInto('order_payments')
      .values({ ...firstRow, id: 'pay_second', reference: extra.id, status: 'started', redirect_url: null })
      .execute();
    await decide(t.app, extra.id, 'pay');
    expect(await orderRow(t.db, ref.order_id)).toMatchObject({ status: 'placed', payment_status: 'paid' });
    expect((await attemptRows(t.db, ref.order_id)).map((a) => a.status).sort()).toEqual(['paid', 'refund_due']);

    const seen = expectSuccess<AdminOrder>(await admin('GET', `/api/admin/orders/${ref.order_id}`));
    expect(seen.payments.find((a) => a.reference === extra.id)?.status).toBe('refund_due');
    const after = expectSuccess<AdminOrder>(await admin('POST', `/api/admin/orders/${ref.order_id}/refund`, { reference: 'RF-2' }));
    expect(after).toMatchObject({ status: 'placed', payment_status: 'paid' });
    expect(after.payments.map((a) => a.status).sort()).toEqual(['paid', 'refunded']);
    expect(after.history.at(-1)?.note).toContain('RF-2');
  });

  it('migration 023 owes back the money of paid orders cancelled before, and leaves one open attempt per order', async () => {
    const before = await paidOrder();
    const open = await placed();
    await startPaying(open.who, open.ref);
    await migration023.down(t.db.kysely);
    // As the old code left them: cancelled yet 'paid', and two open attempts of one order.
    await t.db.kysely.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', before.ref.order_id).execute();
    const first = (await attemptRows(t.db, open.ref.order_id))[0]!;
    const older = new Date(Date.parse(first.created_at) - 60_000).toISOString();
    await t.db.kysely
      .insertInto('order_payments')
      .values({ ...first, id: 'pay_older', reference: 'tgp_older', created_at: older })
      .execute();
    await migration023.up(t.db.kysely);
    expect(await orderRow(t.db, before.ref.order_id)).toMatchObject({ status: 'cancelled', payment_status: 'refund_due' });
    const attempts = await attemptRows(t.db, open.ref.order_id);
    expect(attempts.map((a) => [a.id, a.status])).toEqual([
      ['pay_older', 'failed'],
      [first.id, 'started'],
    ]);
  });
});

describe('the refund notice the shopper reads', () => {
  it('names the amount and the method while a refund is due, and says when it was paid back', () => {
    expect(refundNotice({ payment_status: 'refund_due', payment_method_name: 'Card (test gateway)' }, '₹1,047')).toBe(
      'Refund due: you paid ₹1,047 by Card (test gateway). It will be refunded to the same payment method, and we will tell you when it has been sent.',
    );
    expect(refundNotice({ payment_status: 'refunded', payment_method_name: 'Card (test gateway)' }, '₹1,047')).toBe(
      'Refunded: ₹1,047 has been paid back to you.',
    );
    expect(refundNotice({ payment_status: 'paid', payment_method_name: 'Card (test gateway)' }, '₹1,047')).toBeNull();
  });
});
