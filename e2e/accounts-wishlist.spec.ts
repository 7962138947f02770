// Shopper task: save a product while browsing as a guest; the login dialog comes first, and the
// shopper is brought back to the same product with it saved (spec §4 wishlist, §6; issue 4).

import { createVerifiedShopper, loginDialog, submitEmailLogin, useEmailIn } from './support/accounts.ts';
import { atSku, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

const CUSHION = '/product/block-print-cushion-cover';
const SKU = 'VHL-CUS-001-RST-24';

test('wishlist as a guest: login dialog, sign in, back on the product with the item saved', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'wishlist');
  await page.goto(`${CUSHION}?sku=${SKU}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Block-Print Cushion Cover' })).toBeVisible();
  await waitForHydration(page);

  const heart = page.getByRole('main').getByRole('button', { name: 'Add to wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await useEmailIn(dialog);
  await submitEmailLogin(dialog, shopper.email, shopper.password);

  // Back on the very page (variant included), signed in, with the product saved.
  await expect(page).toHaveURL(atSku(CUSHION, SKU));
  await expect(page.getByRole('heading', { level: 1, name: 'Block-Print Cushion Cover' })).toBeVisible();
  const saved = page.getByRole('main').getByRole('button', { name: 'Remove from wishlist' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Added to your wishlist' })).toBeVisible();

  // A reload asks the server again: still saved.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/account/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByText('1 saved product')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Block-Print Cushion Cover' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Block-Print Cushion Cover from wishlist' })).toBeVisible();
});
