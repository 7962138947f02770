// spec §9 session reload guard (10 seconds by default): when a screen's code cannot be fetched
// (a new build replaced it), the page reloads once to pick up the current build; if the code
// still fails within 10 seconds, the shopper gets the error page instead of a reload loop.

import { productCards, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

const SERVER_ERROR = 'Oops! An unexpected error occurred';

test('a product page whose code cannot be fetched reloads the listing once, then shows the error page', async ({ page }) => {
  await page.goto('/shop-online');
  await waitForHydration(page);
  const productModule = await page.evaluate(
    () =>
      (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } }).__reactRouterManifest.routes['routes/catalog/product']
        .module,
  );
  await page.route(`**${productModule}`, (route) => route.abort('failed'));
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents++;
  });

  const firstCard = productCards(page).first().getByRole('link');
  await firstCard.click();
  await expect.poll(() => documents).toBe(1);
  await expect(page).toHaveURL(/\/shop-online$/);
  await waitForHydration(page);

  // Within 10 seconds of that reload: no second one, the error page says what happened.
  await productCards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: SERVER_ERROR })).toBeVisible();
  expect(documents).toBe(1);
});
