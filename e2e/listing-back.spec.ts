// Shopper task: page through a listing, open a product, come back (issue 13): the pages loaded
// before are there again at the same place, and "Load more" hands the focus to the first new card.
import { productCards, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

// Without IntersectionObserver the listing loads only on "Load more" (its fallback), so the
// number of cards on screen is the journey's own doing.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
});

test('Load more moves the focus to the first new product', async ({ page }) => {
  await page.goto('/shop-online');
  await waitForHydration(page);
  const cards = productCards(page);
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).press('Enter');
  await expect(cards).toHaveCount(48);
  await expect(cards.nth(24).getByRole('link').first()).toBeFocused();
});

test('back from a product restores the loaded pages and the place in them', async ({ page }) => {
  await page.goto('/shop-online');
  await waitForHydration(page);
  const cards = productCards(page);
  const more = page.getByRole('button', { name: 'Load more' });
  await more.click();
  await expect(cards).toHaveCount(48);

  const opened = cards.nth(40);
  const name = (await opened.getByRole('heading').textContent()) ?? '';
  await opened.scrollIntoViewIfNeeded();
  await opened.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  await expect(cards).toHaveCount(48);
  await expect(cards.nth(40)).toBeInViewport();
  await expect(cards.nth(40).getByRole('heading')).toHaveText(name);
});
