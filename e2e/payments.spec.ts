// Shopper task: pay online. A signed-in shopper with a saved address checks out through the
// built-in test gateway, declines on its page, comes back to the failed page, tries again and
// pays; the order shows as paid in the account (issue 12; docs/decisions/014-payments.md).

import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';
import { checkOutToGateway } from './support/payments.ts';

// On a phone: the gateway's page and the failed page must fit 375 px.
test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

test('a signed-in shopper pays through the test gateway: declined, then paid on the retry', async ({ page, request }) => {
  await checkOutToGateway(page, request, 'gateway');

  // The gateway's own page: who is paid, how much; decline as a bank would.
  await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
  await expect(page.getByText('Test gateway · no real money moves')).toBeVisible();
  const amount = (await page.locator('.test-gateway__amount').textContent())?.trim() ?? '';
  expect(amount).toMatch(/₹/);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Decline payment' }).click();

  // Back at the shop, which asked the gateway: not paid, the order kept, a retry offered.
  await expect(page).toHaveURL(atPath('/checkout-failed'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment did not go through' })).toBeVisible();
  const failedUrl = page.url();
  const orderNo = (await page.locator('.checkout-result__number strong').textContent())?.trim() ?? '';
  expect(orderNo).toMatch(/^V[A-Z0-9]{7}$/);
  await expect(page.getByText(amount)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The cart was turned into the order: the retry pays the same order, at a new gateway payment.
  await page.getByRole('button', { name: 'Try the payment again' }).click();
  await expect(page).toHaveURL(/\/test-gateway\/pay\/tgp_/);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();

  await expect(page).toHaveURL(atPath('/checkout-complete'));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(orderNo, { exact: true })).toBeVisible();
  await expect(page.getByText('Card (test gateway) · Paid')).toBeVisible();

  // The failed page's address, opened again once paid, goes on to the complete page.
  await page.goto(failedUrl);
  await expect(page).toHaveURL(atPath('/checkout-complete'));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});

test('the complete page of an unpaid order goes to the failed page: the return address proves nothing', async ({ page, request }) => {
  await checkOutToGateway(page, request, 'gateway-forged');
  const paymentId = page.url().split('/').pop() ?? '';

  // Instead of paying, the shopper types the complete page's address with the payment id.
  const order = await page.request.get('/api/orders/get');
  const { orders } = (await order.json()).data as { orders: { order_id: string }[] };
  await page.goto(`/checkout-complete?order_id=${orders[0]!.order_id}&type=test_gateway&payment_id=${paymentId}`);
  await expect(page).toHaveURL(atPath('/checkout-failed'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment did not go through' })).toBeVisible();
});

test('an order left unpaid is paid later from the account: Pay now', async ({ page, request }) => {
  await checkOutToGateway(page, request, 'gateway-later');
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page).toHaveURL(atPath('/checkout-failed'));
  const orderNo = (await page.locator('.checkout-result__number strong').textContent())?.trim() ?? '';

  // Later, from My orders: the order waits for its payment.
  await page.goto('/account/orders');
  await waitForHydration(page);
  await page.getByRole('link', { name: `Order #${orderNo}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNo}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Card (test gateway)');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/test-gateway\/pay\/tgp_/);
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Card (test gateway) · Paid')).toBeVisible();
});
