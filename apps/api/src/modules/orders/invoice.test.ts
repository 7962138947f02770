import type { Cart } from '@vitrine/contracts/cart';
import type { PlacedOrder } from '@vitrine/contracts/orders';
import { OrderMessages } from '@vitrine/contracts/orders';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { indiaAddress } from '../address/address-fixtures.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { amount } from './invoice-pdf.ts';
import { pdfText } from './invoice-test-kit.ts';
import { confirmedOrderBody, readyCart } from './orders-test-kit.ts';

// GET /api/orders/invoice (spec §7 Orders row; decisions/015): the PDF, for exactly the viewers
// every other order route allows, with the tax the order was placed with.

describeEachDatabase('order invoice', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 2, 100);
  });

  const shopper = () => new Shopper(t.app);
  const place = async (who: Shopper) => expectSuccess<PlacedOrder>(await who.call('POST', '/api/checkout/place-order', await confirmedOrderBody(who)));
  const invoice = (who: Shopper, query: Record<string, string>) => who.call('GET', `/api/orders/invoice?${new URLSearchParams(query)}`);
  const setSettings = async (values: Record<string, unknown>) =>
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: t.adminHeaders, payload: values })).statusCode).toBe(200);

  function expectPdf(res: LightMyRequestResponse, orderNo: string): string {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${orderNo}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return pdfText(res.rawPayload);
  }

  it("gives the signed-in owner their order's invoice: shop, buyer, lines, totals and CGST + SGST within the shop's state", async () => {
    const owner = shopper();
    await owner.signUp();
    await readyCart(owner, [
      [v[0]!, 2],
      [v[1]!, 1],
    ]);
    const { order } = await place(owner);
    const text = expectPdf(await invoice(owner, { order_id: order.order_id }), order.order_no);

    for (const expected of [
      'TAX INVOICE',
      'Vitrine Home & Living',
      'GSTIN 29AAACV1234F1Z5',
      `Invoice no. INV-${order.order_no}`,
      `Order no. ${order.order_no}`,
      'Bill to',
      'Ship to',
      '12 MG Road',
      'Place of supply: Karnataka, India',
      order.productchannel[0]!.product.name,
      amount(order.productchannel[0]!.unit_price),
      amount(order.productchannel[0]!.line_total),
      `Grand total (INR)`,
      `INR ${amount(order.totals.grand_total)}`,
      'CGST @ 9%',
      'SGST @ 9%',
      `Payment: ${order.payment_method_name} (Pending)`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    // The taxable value and the tax carved out of the grand total add back up to it.
    const taxable = Math.round((order.totals.grand_total * 100) / 118);
    expect(Math.abs(taxable - Number(/Taxable value\n([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, '')) * 100)).toBeLessThanOrEqual(2);

    // By its order number too.
    expectPdf(await invoice(owner, { order_id: order.order_no }), order.order_no);
  });

  it('gives a guest the invoice with the token, and IGST when the goods go to another state', async () => {
    const guest = shopper();
    await readyCart(guest, [[v[0]!, 1]]);
    await guest.call('PUT', '/api/cart/update-address', {
      ...indiaAddress({ state_id: 'st_in_mh', city: 'Mumbai', pincode: '400001' }),
      billing_same_as_shipping: true,
    });
    // A new address asks for its shipping method again.
    const cart = (await guest.call('GET', '/api/cart/get')).json().data as Cart;
    await guest.call('PUT', '/api/cart/update', { shipping_method: cart.shipping_methods[0]!.id, payment_method: 'cod' });
    const { order, token } = await place(guest);
    const text = expectPdf(await invoice(shopper(), { order_id: order.order_id, token }), order.order_no);
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('Place of supply: Maharashtra, India');
    expect(text).not.toContain('CGST');
  });

  it('hides the invoice from another customer, a wrong token or no token, as it hides the order', async () => {
    const owner = shopper();
    await owner.signUp();
    await readyCart(owner, [[v[0]!, 1]]);
    const { order, token } = await place(owner);
    const other = shopper();
    await other.signUp();
    expectError(await invoice(other, { order_id: order.order_id }), 404, OrderMessages.notFound);
    expectError(await invoice(other, { order_id: order.order_no }), 404, OrderMessages.notFound);
    expectError(await invoice(shopper(), { order_id: order.order_id }), 404, OrderMessages.notFound);
    expectError(
      await invoice(shopper(), { order_id: order.order_id, token: `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}` }),
      404,
      OrderMessages.notFound,
    );
    expectError(await invoice(shopper(), { order_id: 'ord_nothing', token }), 404, OrderMessages.notFound);
    // Another customer holding the token may open it, as the complete page's link allows.
    expectPdf(await invoice(other, { order_id: order.order_id, token }), order.order_no);
  });

  it('refuses a request without an order', async () => {
    expectError(await invoice(shopper(), {}), 422);
    expectError(await invoice(shopper(), { order_id: ' ' }), 422);
    expectError(await invoice(shopper(), { order_id: 'x'.repeat(61) }), 422);
  });

  it('keeps the tax rate the order was placed with when the shop changes its rate', async () => {
    const guest = shopper();
    await readyCart(guest, [[v[1]!, 1]]);
    const before = await place(guest);
    await setSettings({ invoice_tax_rate: 5 });
    try {
      const later = shopper();
      await readyCart(later, [[v[1]!, 1]]);
      const after = await place(later);
      expect(expectPdf(await invoice(guest, { order_id: before.order.order_id, token: before.token }), before.order.order_no)).toContain('CGST @ 9%');
      expect(expectPdf(await invoice(later, { order_id: after.order.order_id, token: after.token }), after.order.order_no)).toContain('CGST @ 2.5%');
    } finally {
      await setSettings({ invoice_tax_rate: 18 });
    }
  });
});
