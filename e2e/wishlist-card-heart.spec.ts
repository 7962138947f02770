// Shopper task: save a product straight from a listing on a phone, as the empty wishlist invites
// ("Tap the heart on a product"): a guest gets the login dialog first and comes back to the same
// listing with the product saved (spec §4 wishlist, issue 30).
import { createVerifiedShopper, loginDialog, signInThroughApi, submitEmailLogin, useEmailIn } from './support/accounts.ts';
import { productCards, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

const LISTING = '/shop-online';

test.use({ viewport: { width: 375, height: 740 } });

test('the empty wishlist points to a heart that every product card has', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'heart-empty');
  await signInThroughApi(page, shopper);
  await page.goto('/account/wishlist');
  await expect(page.getByText('Your wishlist is empty. Tap the heart on a product to save it here.')).toBeVisible();

  await page.goto(LISTING);
  await waitForHydration(page);
  const cards = productCards(page);
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const name = (await cards.nth(i).getByRole('heading').textContent())?.trim() ?? '';
    await expect(cards.nth(i).getByRole('button', { name: `Save ${name} to wishlist` })).toHaveAttribute('aria-pressed', 'false');
  }
});

test('a guest taps a card heart: login dialog, sign in, back on the listing with the product saved', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'heart-guest');
  await page.goto(LISTING);
  await waitForHydration(page);
  const card = productCards(page).first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const heart = card.getByRole('button', { name: `Save ${name} to wishlist` });
  // A tap target a thumb can hit, over the picture, not under the card's link.
  const box = await heart.boundingBox();
  expect(box && box.width >= 44 && box.height >= 44).toBe(true);
  await heart.click();

  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await useEmailIn(dialog);
  await submitEmailLogin(dialog, shopper.email, shopper.password);

  await expect(page).toHaveURL((url) => url.pathname === LISTING);
  await waitForHydration(page);
  const saved = productCards(page)
    .first()
    .getByRole('button', { name: `Remove ${name} from wishlist` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Added to your wishlist' })).toBeVisible();

  // Tapping it again takes the product off the list.
  await saved.click();
  await expect(
    productCards(page)
      .first()
      .getByRole('button', { name: `Save ${name} to wishlist` }),
  ).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/account/wishlist');
  await expect(page.getByText('Your wishlist is empty. Tap the heart on a product to save it here.')).toBeVisible();
});
