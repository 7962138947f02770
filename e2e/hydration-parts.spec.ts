// Shopper task: a first load on a phone stays responsive (issue 14; decision 034, "Hydration in
// parts"). The header, the main content, the footer, each section and a listing's or product
// page's large parts hydrate apart: the page must come up whole, with no part rendered again
// because its server HTML did not match (React reports that as an error), and answer the first tap
// even on a part not hydrated yet.
import { CUSHION, CUSHION_PAGE, cardButton, expectBadge } from './support/cart.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

for (const path of ['/', '/shop-online', CUSHION_PAGE]) {
  test(`${path} hydrates part by part at 375 px with no error and no part rendered again`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(path);
    // The parts are there as boundaries React can hydrate apart (comment markers in the HTML).
    const html = await page.content();
    expect(html.match(/<!--\$-->/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle'); // every part hydrated by then
    expect(problems).toEqual([]);
  });
}

// The first tap may land on the main content before React has reached it: React hydrates that part
// first and replays the tap, so Add to cart still counts once.
test('a tap on a listing card right after the header hydrates adds the product once', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/shop-online');
  // Only the header (waitForHydration would also wait for the grid).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true, includeHidden: true })).toBeAttached({ timeout: 20_000 });
  await page.getByRole('button', { name: cardButton('Add to cart', CUSHION) }).click();
  await expectBadge(page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link', { name: 'Cart', exact: true }), 1);
});
