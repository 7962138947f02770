// Order tracking (issue 12, /track-order/{slug...}): an order placed through the API and shipped
// through the admin API, then tracked by order number and email in the form, and by visiting
// /track-order/{waybill}; the scans dialog; wrong details.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedShopper, signInThroughApi } from './support/accounts.ts';
import { waitForHydration } from './support/catalog.ts';
import { ADMIN_TOKEN, BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOrderThroughApi } from './support/orders.ts';

async function scan(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

async function owner(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(new URL(path, BASE_URL).href, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, origin: new URL(BASE_URL).origin },
    data,
  });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(200);
}

function result(page: Page, orderNo: string) {
  return page.getByRole('region', { name: `Order #${orderNo}` });
}

test('a shipped order is tracked by number and email, and by its waybill, with its scans', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'tracking');
  await signInThroughApi(page, shopper);
  const order = await placeOrderThroughApi(page.request, shopper, [{ product: 'ceramic-pasta-bowl', quantity: 1 }]);
  const waybill = `E2E${Date.now()}`;
  await owner(request, `/api/admin/orders/${order.order_id}/status`, { to: 'confirmed' });
  await owner(request, `/api/admin/orders/${order.order_id}/status`, { to: 'packed' });
  await owner(request, `/api/admin/orders/${order.order_id}/status`, { to: 'shipped', waybill, courier: 'Local' });
  await owner(request, `/api/admin/shipments/${waybill}/scans`, { status: 'In transit', location: 'Pune' });

  // The form: order number with the email.
  await page.goto('/track-order');
  await waitForHydration(page);
  await expect(page).toHaveTitle(/^Track order/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track order' })).toBeVisible();
  expect(await scan(page), 'empty form').toEqual([]);

  // Missing fields are named under them.
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByText('Enter your order number', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Order number' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Order number' }).fill(order.order_no);
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(shopper.email);
  await page.getByRole('button', { name: 'Track order' }).click();
  const found = result(page, order.order_no);
  await expect(found).toBeVisible();
  await expect(found.getByRole('heading', { name: `Order #${order.order_no}` })).toBeFocused();
  await expect(found).toContainText('Shipped');
  await expect(found).toContainText('Local');
  await expect(found).toContainText(waybill);
  const steps = found.getByRole('list', { name: 'Shipment progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(3)).toContainText('Current step');
  await expect(steps.nth(4)).toContainText('Not yet');
  expect(await scan(page), 'result').toEqual([]);

  // The scans, in a dialog that gives the focus back when closed.
  const viewScans = found.getByRole('button', { name: /^View scans/ });
  await viewScans.click();
  const dialog = page.getByRole('dialog', { name: 'Shipment scans' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog).toContainText('In transit');
  await expect(dialog).toContainText('Pune');
  expect(await scan(page), 'scans dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewScans).toBeFocused();

  // The waybill link (as in the shipping mail): loaded on the server, never cached.
  const response = await page.goto(`/track-order/${waybill}`);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await waitForHydration(page);
  await expect(result(page, order.order_no)).toContainText('Shipped');
  await expect(result(page, order.order_no)).toContainText(waybill);

  // On a 375 px phone: the stepper stacks, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(result(page, order.order_no)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await scan(page), 'result on a phone').toEqual([]);
});

test('wrong details and an unknown waybill say that no order matches', async ({ page }) => {
  await page.goto('/track-order/NO-SUCH-WAYBILL-1');
  await expect(page.getByRole('alert').filter({ hasText: 'No order matches these details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Track order' })).toBeVisible();
  await waitForHydration(page);
  expect(await scan(page), 'unknown waybill').toEqual([]);

  await page.getByRole('radio', { name: 'Order number and email or phone' }).check();
  await page.getByRole('textbox', { name: 'Order number' }).fill('VT999999');
  await page.getByRole('textbox', { name: 'Email or phone' }).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No order matches these details' })).toBeVisible();

  // The API's field errors (422) show under their fields.
  await page.getByRole('textbox', { name: 'Order number' }).fill('VT'.repeat(11));
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Order number' })).toBeFocused();
});

test('the page fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/track-order');
  await waitForHydration(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
