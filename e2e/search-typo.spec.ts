// Shopper task: a search with a typo still finds the product, and the page says what it searched
// instead (issue 30; docs/decisions/039), on a phone.
import { cardNames, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

test("'cushon' shows the cushions and says it shows results for cushion", async ({ page }) => {
  await page.goto('/search?q=cushon');
  await waitForHydration(page);
  await expect(page.locator('p', { hasText: 'Showing results for cushion' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "cushion"');
  expect(await cardNames(page)).toContain('Block-Print Cushion Cover');
});
