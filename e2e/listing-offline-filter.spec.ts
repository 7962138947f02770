// Shopper task: tick a filter on a desktop that has lost its network. The tick does not stay on
// over an unfiltered grid: it goes back, the shopper is told the shop could not be reached, and
// the filter applies once the network is back (issue 30).

import { facetOption, filtersPanel, productCards, resultCount, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

const UNREACHABLE = 'We could not reach the shop. Check your connection and try again.';

test('offline, a ticked filter goes back to unticked and the shopper is told', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/shop-online');
  await waitForHydration(page);
  const all = await resultCount(page);
  const kasa = facetOption(filtersPanel(page), 'Brand', 'Kasa Studio');

  await context.setOffline(true);
  await kasa.click();
  await expect(page.getByRole('alert').filter({ hasText: UNREACHABLE })).toBeVisible();
  await expect(kasa).not.toBeChecked();
  await expect(productCards(page)).toHaveCount(24);
  expect(await resultCount(page)).toBe(all);

  // Back online, the held filter applies and the tick follows the listing.
  await context.setOffline(false);
  await expect(page).toHaveURL(/[?&]brand=kasa-studio(&|$)/);
  await expect(kasa).toBeChecked();
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
});
