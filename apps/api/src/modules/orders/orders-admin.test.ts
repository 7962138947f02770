import type { AdminOrder, AdminOrderPage } from '@vitrine/contracts/order-admin';
import { OrderAdminMessages } from '@vitrine/contracts/order-admin';
import { ORDER_STATUSES, OrderMessages, type OrderStatus, type PlacedOrder } from '@vitrine/contracts/orders';
import { beforeAll, expect, it, vi } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { adminHeaders, describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { outbox } from '../auth/auth-test-kit.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { canMove } from './order-status.ts';
import { confirmedOrderBody, readyCart } from './orders-test-kit.ts';

// Issue 12, the owner's side: every move of the owner column allowed and refused, the shipment,
// the stock, the payment status and the shopper's messages, on both databases.

/** How the tests bring a fresh order to each status, through the owner's own moves. */
const ROAD: Partial<Record<OrderStatus, OrderStatus[]>> = {
  placed: [],
  confirmed: ['confirmed'],
  packed: ['confirmed', 'packed'],
  shipped: ['confirmed', 'packed', 'shipped'],
  out_for_delivery: ['confirmed', 'packed', 'shipped', 'out_for_delivery'],
  delivered: ['confirmed', 'packed', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
  refunded: ['confirmed', 'packed', 'shipped', 'delivered', 'refund_requested', 'refunded'],
  refund_requested: ['confirmed', 'packed', 'shipped', 'delivered', 'refund_requested'],
};

let waybills = 0;
const newWaybill = () => `WB-${process.pid}-${Date.now() % 100000}-${++waybills}`.toUpperCase();

describeEachDatabase('order admin routes', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 2, 1000);
  });

  const owner = (method: 'GET' | 'POST', url: string, payload?: unknown) => t.app.inject({ method, url, headers: adminHeaders, payload: payload as object });
  const move = (id: string, body: Record<string, unknown>) => owner('POST', `/api/admin/orders/${id}/status`, body);
  const stockOf = async (variantId: string) =>
    Number((await t.db.kysely.selectFrom('product_variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()).stock);

  async function placeOrder(quantity = 1): Promise<PlacedOrder & { shopper: Shopper }> {
    const shopper = new Shopper(t.app);
    await readyCart(shopper, [[v[0]!, quantity]]);
    return { ...expectSuccess<PlacedOrder>(await shopper.call('POST', '/api/checkout/place-order', await confirmedOrderBody(shopper))), shopper };
  }

  /** A fresh order moved to `status` (refund_requested through the customer's own request). */
  async function orderAt(status: OrderStatus): Promise<PlacedOrder> {
    const placed = await placeOrder();
    for (const to of ROAD[status]!) {
      if (to === 'refund_requested') {
        await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: adminHeaders, payload: { enable_refund: true } });
        const res = await placed.shopper.call('POST', '/api/orders/refund/request', { order_id: placed.order.order_id, token: placed.token });
        expect(res.statusCode, res.body).toBe(200);
        continue;
      }
      const res = await move(placed.order.order_id, to === 'shipped' ? { to, waybill: newWaybill(), courier: 'Local' } : { to });
      expect(res.statusCode, `${to}: ${res.body}`).toBe(200);
    }
    return placed;
  }

  it('answers 401 without the admin token', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/x'],
      ['POST', '/api/admin/orders/x/status'],
      ['POST', '/api/admin/shipments/WB123/scans'],
    ] as const) {
      expectError(await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined }), 401);
    }
  });

  it("allows exactly the owner column's moves, and refuses every other with the statuses named", async () => {
    for (const from of Object.keys(ROAD) as OrderStatus[]) {
      for (const to of ORDER_STATUSES) {
        const { order } = await orderAt(from);
        const body = to === 'shipped' ? { to, waybill: newWaybill(), courier: 'Local' } : { to, note: 'by the owner' };
        const res = await move(order.order_no, body);
        if (canMove('owner', from, to)) {
          const moved = expectSuccess<AdminOrder>(res);
          expect(moved.status, `${from} → ${to}`).toBe(to);
          expect(moved.history.at(-1)).toMatchObject({ status: to, note: to === 'shipped' ? null : 'by the owner' });
        } else {
          expectError(res, 422, OrderAdminMessages.cannotMove(from, to));
        }
      }
    }
  }, 120_000);

  it('ships with a waybill and courier only, each waybill once', async () => {
    const { order } = await orderAt('packed');
    expectError(await move(order.order_id, { to: 'shipped' }), 422);
    expectError(await move(order.order_id, { to: 'shipped', waybill: 'AB1234' }), 422);
    const waybill = newWaybill();
    const shipped = expectSuccess<AdminOrder>(await move(order.order_id, { to: 'shipped', waybill: waybill.toLowerCase(), courier: 'Delhivery' }));
    expect(shipped.shipment).toMatchObject({ waybill, courier: 'Delhivery' });
    const other = await orderAt('packed');
    expectError(await move(other.order.order_id, { to: 'shipped', waybill, courier: 'Delhivery' }), 409, OrderAdminMessages.waybillUsed);
    expect(expectSuccess<AdminOrder>(await owner('GET', `/api/admin/orders/${other.order.order_no}`)).status).toBe('packed');

    const mails = await vi.waitFor(async () => {
      const found = (await outbox(t.app, 'channel=mail&to=buyer@example.com&limit=50')).filter((m) => m.subject?.includes(`${order.order_no} shipped`));
      expect(found).toHaveLength(1);
      return found;
    });
    expect(mails[0]!.body).toContain(`/track-order/${waybill}`);
    expect(mails[0]!.body).toContain('Delhivery');
  });

  it('marks cash on delivery paid on delivery, refunded on an approved refund, and sends each message', async () => {
    const { order } = await orderAt('out_for_delivery');
    expect(expectSuccess<AdminOrder>(await owner('GET', `/api/admin/orders/${order.order_id}`)).payment_status).toBe('pending');
    const delivered = expectSuccess<AdminOrder>(await move(order.order_id, { to: 'delivered' }));
    expect(delivered.payment_status).toBe('paid');

    const approved = await orderAt('refund_requested');
    expect(expectSuccess<AdminOrder>(await move(approved.order.order_id, { to: 'refunded' }))).toMatchObject({
      status: 'refunded',
      payment_status: 'refunded',
    });

    const rejected = await orderAt('refund_requested');
    const back = expectSuccess<AdminOrder>(await move(rejected.order.order_id, { to: 'delivered', note: 'The seal was broken' }));
    expect(back).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect(back.history.at(-1)).toMatchObject({ status: 'delivered', note: 'The seal was broken' });

    await vi.waitFor(async () => {
      const subjects = (await outbox(t.app, 'channel=mail&to=buyer@example.com&limit=200')).map((m) => m.subject);
      expect(subjects.some((s) => s?.endsWith(`${order.order_no} delivered`))).toBe(true);
      expect(subjects.some((s) => s?.endsWith(`${approved.order.order_no} refund approved`))).toBe(true);
      expect(subjects.some((s) => s?.endsWith(`${rejected.order.order_no} refund not approved`))).toBe(true);
    });
    const sms = await outbox(t.app, 'channel=sms&to=9876543210&limit=200');
    expect(sms.some((m) => m.body.includes(`order ${order.order_no} delivered`))).toBe(true);
  });

  it('cancels before shipping and puts the stock back once, however many owners cancel at once', async () => {
    const before = await stockOf(v[0]!.id);
    const { order } = await placeOrder(3);
    expect(await stockOf(v[0]!.id)).toBe(before - 3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => move(order.order_id, { to: 'cancelled', note: 'Out of packaging' })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectError(res, 422, OrderAdminMessages.cannotMove('cancelled', 'cancelled'));
    expect(await stockOf(v[0]!.id)).toBe(before);
    const history = expectSuccess<AdminOrder>(await owner('GET', `/api/admin/orders/${order.order_id}`)).history;
    expect(history.filter((h) => h.status === 'cancelled')).toHaveLength(1);
  });

  it('records scans, and a Delivered scan delivers a shipped order', async () => {
    const { order } = await orderAt('packed');
    const waybill = newWaybill();
    await move(order.order_id, { to: 'shipped', waybill, courier: 'Local' });
    expectError(await owner('POST', '/api/admin/shipments/NOPE-404/scans', { status: 'In transit' }), 404, OrderAdminMessages.shipmentNotFound);
    expectError(await owner('POST', `/api/admin/shipments/${waybill}/scans`, {}), 422);
    const scanned = expectSuccess<AdminOrder>(await owner('POST', `/api/admin/shipments/${waybill}/scans`, { status: 'In transit', location: 'Pune' }));
    expect(scanned).toMatchObject({ status: 'shipped', scans: [{ status: 'In transit', location: 'Pune', note: null }] });
    const out = expectSuccess<AdminOrder>(await owner('POST', `/api/admin/shipments/${waybill}/scans`, { status: 'Out for delivery', location: 'Mumbai' }));
    expect(out.status).toBe('out_for_delivery');
    const done = expectSuccess<AdminOrder>(await owner('POST', `/api/admin/shipments/${waybill}/scans`, { status: 'delivered' }));
    expect(done).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect(done.scans.map((s) => s.status)).toEqual(['delivered', 'Out for delivery', 'In transit']);
    // A repeated Delivered scan is recorded and changes nothing.
    expect(expectSuccess<AdminOrder>(await owner('POST', `/api/admin/shipments/${waybill}/scans`, { status: 'Delivered' })).scans).toHaveLength(4);
  });

  it('lists orders newest first, by status', async () => {
    const a = await orderAt('confirmed');
    const b = await orderAt('confirmed');
    const page = expectSuccess<AdminOrderPage>(await owner('GET', '/api/admin/orders?status=confirmed'));
    expect(page.orders.every((o) => o.status === 'confirmed')).toBe(true);
    const ids = page.orders.map((o) => o.order_id);
    expect(ids.indexOf(b.order.order_id)).toBeLessThan(ids.indexOf(a.order.order_id));
    expect(page.orders[0]).toMatchObject({ payment_method: 'cod', payment_status: 'pending', phone: '9876543210' });
    expectError(await owner('GET', '/api/admin/orders?status=lost'), 422);
    expectError(await owner('GET', '/api/admin/orders/ord_nope'), 404, OrderMessages.notFound);
  });
});
