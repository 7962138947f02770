// The order dialogs of issue 12 (spec §2 checkout complete "rating"; §4 order dialogs): rating the
// shopping experience on the complete page with the keyboard, then, once the owner has delivered
// the order, asking for a refund and rating an item from the account's order details.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedShopper, signInThroughApi } from './support/accounts.ts';
import { successToast } from './support/cart.ts';
import { waitForHydration } from './support/catalog.ts';
import { ADMIN_TOKEN, BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { detailsStatus, placeOrderThroughApi, timelineSteps } from './support/orders.ts';

// WCAG 2.x A and AA. The account menu is left out, as in orders.spec.ts (its current entry's
// contrast belongs to the account screens).
async function scan(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('.account-nav').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** The owner's moves (POST /api/admin/orders/{id}/status) that bring a placed order to delivered. */
async function deliverAsOwner(request: APIRequestContext, orderId: string): Promise<void> {
  const waybill = `E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  for (const body of [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', waybill, courier: 'Local' }, { to: 'delivered' }]) {
    const response = await request.post(new URL(`/api/admin/orders/${orderId}/status`, BASE_URL).href, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, origin: new URL(BASE_URL).origin },
      data: body,
    });
    expect(response.status(), `${body.to}: ${await response.text()}`).toBe(200);
  }
}

test('a shopper rates the experience, then asks for a refund and rates an item of the delivered order', async ({ page, request }) => {
  test.setTimeout(90_000); // one journey across three screens, with an axe scan on each
  const shopper = await createVerifiedShopper(request, 'dialogs');
  await signInThroughApi(page, shopper);
  const order = await placeOrderThroughApi(page.request, shopper, [{ product: 'ceramic-pasta-bowl', quantity: 1 }]);

  // The complete page: 1–5 stars as radios, answered with the keyboard alone.
  await page.goto(`/checkout-complete?order_id=${order.order_id}&type=cod`);
  await waitForHydration(page);
  const block = page.getByRole('region', { name: 'How was your shopping experience?' });
  await expect(block).toBeVisible();
  const stars = block.getByRole('group', { name: 'Your rating' });
  await block.getByRole('button', { name: 'Submit rating' }).press('Enter');
  await expect(block.getByRole('alert').filter({ hasText: 'Please choose from 1 to 5 stars' })).toBeVisible();
  await expect(stars.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(block.getByRole('textbox', { name: 'Comment (optional)' })).toBeFocused();
  await page.keyboard.type('Easy to find everything');
  expect(await scan(page), 'complete page with the rating').toEqual([]);
  await page.keyboard.press('Tab');
  await expect(block.getByRole('button', { name: 'Submit rating' })).toBeFocused();
  await page.keyboard.press('Enter');
  const thanks = block.getByRole('status').filter({ hasText: 'Thank you for rating your experience (4 stars).' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();

  // The owner delivers it; the order details now offer a refund and a rating per item.
  await deliverAsOwner(request, order.order_id);
  await page.goto(`/account/orders/${order.order_id}`);
  await waitForHydration(page);
  await expect(detailsStatus(page)).toHaveText('Delivered');

  // Refund: a reason is required; the answer updates the page.
  await page.getByRole('button', { name: 'Request refund' }).click();
  const refund = page.getByRole('dialog', { name: `Request a refund for order #${order.order_no}` });
  await expect(refund).toBeVisible();
  await refund.getByRole('button', { name: 'Request refund' }).click();
  await expect(refund.getByRole('alert').filter({ hasText: 'Please choose a reason' })).toBeVisible();
  await refund.getByRole('radio', { name: 'Item arrived damaged or defective' }).check();
  expect(await scan(page), 'refund dialog').toEqual([]);
  await refund.getByRole('button', { name: 'Request refund' }).click();
  await expect(refund).toBeHidden();
  await expect(successToast(page, 'Your refund request has been sent')).toBeVisible();
  await expect(detailsStatus(page)).toHaveText('Refund requested');
  await expect(timelineSteps(page).last()).toContainText('Refund requested');
  await expect(timelineSteps(page).last()).toContainText('Item arrived damaged or defective');
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Request refund' })).toHaveCount(0);

  // Rate the item: stars are required; the title and review are plain text.
  const items = page.getByRole('region', { name: /^Items/ });
  const rateButton = items.getByRole('button', { name: 'Rate this item: Ceramic Pasta Bowl' });
  await rateButton.click();
  const rating = page.getByRole('dialog', { name: 'Rate Ceramic Pasta Bowl' });
  await expect(rating).toBeVisible();
  await rating.getByRole('button', { name: 'Submit rating' }).click();
  await expect(rating.getByRole('alert').filter({ hasText: 'Please choose from 1 to 5 stars' })).toBeVisible();
  await rating.getByRole('radio', { name: '5 stars' }).check();
  await rating.getByRole('textbox', { name: 'Title (optional)' }).fill('Just right');
  await rating.getByRole('textbox', { name: 'Your review (optional)' }).fill('<b>Sturdy</b> and a lovely glaze');
  expect(await scan(page), 'item rating dialog').toEqual([]);
  await rating.getByRole('button', { name: 'Submit rating' }).click();
  await expect(rating).toBeHidden();
  await expect(successToast(page, 'Thank you for rating this product')).toBeVisible();
  await expect(items).toContainText('Your rating: 5/5');
  await expect(rateButton).toBeFocused();

  // The server keeps it: after a reload the rating shows and prefills the dialog.
  await page.reload();
  await waitForHydration(page);
  await expect(items).toContainText('Your rating: 5/5');
  await rateButton.click();
  await expect(rating.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(rating.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue('Just right');
  await expect(rating.getByRole('textbox', { name: 'Your review (optional)' })).toHaveValue('<b>Sturdy</b> and a lovely glaze');
  await rating.getByRole('button', { name: 'Not now' }).click();
  await expect(rating).toBeHidden();
});
