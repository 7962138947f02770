// The order invoice (issue 12; docs/decisions/015-invoices.md): a customer downloads it from the
// order's details, a guest from the complete page (the order's token in the link). Orders are
// placed through the API (e2e/support/orders.ts); the download happens in the browser.
import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { pdfText } from '../apps/api/src/modules/orders/invoice-test-kit.ts';
import { createVerifiedShopper, freshShopper, signInThroughApi } from './support/accounts.ts';
import { waitForHydration } from './support/catalog.ts';
import { BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOrderThroughApi } from './support/orders.ts';

async function downloadInvoice(page: Page): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download invoice' }).click()]);
  const bytes = await fs.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { download, text: pdfText(bytes) };
}

test('a customer downloads the invoice of an order from its details', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'invoice');
  await signInThroughApi(page, shopper);
  const order = await placeOrderThroughApi(page.request, shopper, [{ product: 'ceramic-pasta-bowl', quantity: 2 }]);

  await page.goto(`/account/orders/${order.order_id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order_no}` })).toBeVisible();
  const { download, text } = await downloadInvoice(page);
  expect(download.suggestedFilename()).toBe(`invoice-${order.order_no}.pdf`);
  expect(text).toContain(`Order no. ${order.order_no}`);
  expect(text).toContain(`Invoice no. INV-${order.order_no}`);
  expect(text).toContain('Ceramic Pasta Bowl');
  expect(text).toContain('CGST @ 9%');
});

test("a guest downloads the invoice from the complete page, and the link is nobody else's", async ({ page, browser }) => {
  const guest = freshShopper('invoice-guest');
  const send = async (method: 'POST' | 'PUT', path: string, data: unknown) => {
    const response = await page.request.fetch(new URL(path, BASE_URL).href, { method, headers: { origin: new URL(BASE_URL).origin }, data });
    expect(response.status(), `${method} ${path}`).toBe(200);
    return (await response.json()).data;
  };
  await send('POST', '/api/cart/add-item', { product_id: 'ceramic-pasta-bowl', quantity: 1 });
  await send('PUT', '/api/cart/update-contact', { phone: guest.phone, email: guest.email });
  await send('PUT', '/api/cart/update-address', {
    address_type: 'Shipping',
    country_id: 'country_in',
    state_id: 'st_in_mh',
    first_name: guest.first_name,
    last_name: guest.last_name,
    phone: guest.phone,
    address_line_1: '7 Marine Drive',
    city: 'Mumbai',
    pincode: '400001',
    billing_same_as_shipping: true,
  });
  await send('PUT', '/api/cart/update-shipping-mode', { shipping_method: 'shp_standard' });
  const cart = await send('PUT', '/api/cart/update-payment-mode', { payment_method: 'cod' });
  const placed = await send('POST', '/api/checkout/place-order', { accept_tnc: true, confirmed_total: cart.totals.grand_total });

  await page.goto(placed.next.url);
  await waitForHydration(page);
  await expect(page.getByText(`Order number ${placed.order.order_no}`)).toBeVisible();
  const { text } = await downloadInvoice(page);
  expect(text).toContain(`Order no. ${placed.order.order_no}`);
  expect(text).toContain('IGST @ 18%');

  // Without the token (another browser), the same order is not found.
  const stranger = await browser.newContext();
  const res = await stranger.request.get(new URL(`/api/orders/invoice?order_id=${placed.order.order_id}`, BASE_URL).href);
  expect(res.status()).toBe(404);
  expect((await res.json()).message).toBe('Order not found');
  await stranger.close();
});
