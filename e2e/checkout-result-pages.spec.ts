// The checkout result pages when revisited (issue 30): the complete page still shows the
// experience rating after a reload (an order is rated once), and the failed page opened without
// an order says so and offers a way on instead of speaking of a payment.
import { createVerifiedShopper, signInThroughApi } from './support/accounts.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOrderThroughApi } from './support/orders.ts';

test('the complete page shows the experience rating given, after a reload, with no form to rate again', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'rated');
  await signInThroughApi(page, shopper);
  const order = await placeOrderThroughApi(page.request, shopper, [{ product: 'ceramic-pasta-bowl', quantity: 1 }]);

  await page.goto(`/checkout-complete?order_id=${order.order_id}&type=cod`);
  await waitForHydration(page);
  const block = page.getByRole('region', { name: 'How was your shopping experience?' });
  await block.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }).check();
  await block.getByRole('button', { name: 'Submit rating' }).click();
  const thanks = block.getByRole('status').filter({ hasText: 'Thank you for rating your experience (4 stars).' });
  await expect(thanks).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeFocused();
  await expect(block.getByRole('status').filter({ hasText: 'Thank you for rating your experience (4 stars).' })).toBeVisible();
  await expect(block.getByRole('button', { name: 'Submit rating' })).toHaveCount(0);
});

test('the failed page opened without an order says Order not found, with links to the shop and the orders', async ({ page }) => {
  await page.goto('/checkout-failed');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await expect(page.getByText('Your payment did not go through')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop-online');
  await expect(page.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/account/orders');

  // An order this visitor may not see (no token) is not found either.
  await page.goto('/checkout-failed?order_id=ord_nowhere');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
});
