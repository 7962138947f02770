import type { PlacedOrder } from '@vitrine/contracts/orders';
import { type OrderTracking, TrackingMessages } from '@vitrine/contracts/tracking';
import { beforeAll, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { adminHeaders, describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { confirmedOrderBody, readyCart } from './orders-test-kit.ts';

// Issue 12, public tracking: by order number and email or phone, or by waybill; any wrong
// combination is the same 404.

describeEachDatabase('order tracking', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 1, 1000);
  });
  const owner = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: adminHeaders, payload: payload as object });
  const track = (body: unknown) => new Shopper(t.app).call('POST', '/api/track-order', body);

  it('tracks by number and email, number and phone, and waybill, with steps and scans', async () => {
    const shopper = new Shopper(t.app);
    await readyCart(shopper, [[v[0]!, 1]]);
    const { order } = expectSuccess<PlacedOrder>(await shopper.call('POST', '/api/checkout/place-order', await confirmedOrderBody(shopper)));
    const placed = expectSuccess<OrderTracking>(await track({ order_no: order.order_no.toLowerCase(), email: 'BUYER@example.com' }));
    expect(placed).toMatchObject({ order_no: order.order_no, status: 'placed', waybill: null, courier: null, scans: [] });
    expect(placed.steps.map((s) => [s.status, s.done, s.current])).toEqual([
      ['placed', true, true],
      ['confirmed', false, false],
      ['packed', false, false],
      ['shipped', false, false],
      ['out_for_delivery', false, false],
      ['delivered', false, false],
    ]);

    const waybill = `TRK-${Date.now() % 1_000_000}`;
    for (const to of ['confirmed', 'packed']) expect((await owner(`/api/admin/orders/${order.order_id}/status`, { to })).statusCode).toBe(200);
    expect((await owner(`/api/admin/orders/${order.order_id}/status`, { to: 'shipped', waybill, courier: 'Local' })).statusCode).toBe(200);
    expect((await owner(`/api/admin/shipments/${waybill}/scans`, { status: 'In transit', location: 'Pune' })).statusCode).toBe(200);

    const byPhone = expectSuccess<OrderTracking>(await track({ order_no: order.order_no, phone: '+91 98765 43210' }));
    expect(byPhone).toMatchObject({
      status: 'shipped',
      status_label: 'Shipped',
      waybill,
      courier: 'Local',
      scans: [{ status: 'In transit', location: 'Pune' }],
    });
    expect(byPhone.steps.filter((s) => s.done).map((s) => s.status)).toEqual(['placed', 'confirmed', 'packed', 'shipped']);
    expect(byPhone.steps.find((s) => s.current)?.status).toBe('shipped');
    expect(expectSuccess<OrderTracking>(await track({ waybill: waybill.toLowerCase() }))).toEqual(byPhone);
    expect(expectSuccess<OrderTracking>(await new Shopper(t.app).call('GET', `/api/track-order/${waybill}`))).toEqual(byPhone);
    expect(JSON.stringify(byPhone)).not.toContain('buyer@example.com');

    for (const wrong of [
      { order_no: order.order_no, email: 'someone@example.com' },
      { order_no: order.order_no, phone: '9000000000' },
      { order_no: 'VZZZZZZZ', email: 'buyer@example.com' },
      { order_no: order.order_no, email: 'buyer@example.com', phone: '9000000000' },
      { waybill: 'NO-SUCH-WAYBILL' },
    ]) {
      expectError(await track(wrong), 404, TrackingMessages.notFound);
    }
    expectError(await new Shopper(t.app).call('GET', '/api/track-order/NO-SUCH-WAYBILL'), 404, TrackingMessages.notFound);
    expectError(await track({ order_no: order.order_no }), 422);
    expectError(await track({}), 422);
  });
});
