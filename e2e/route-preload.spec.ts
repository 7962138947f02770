// spec §9 route preloading, at most 4 at a time: running the pointer over a grid of products
// preloads each product page's data, never more than 4 at once; the rest follow as those finish.

import { productCards, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

/** The product pages' data requests the page has made so far, with when each started and ended. */
function productDataTimings(page: import('@playwright/test').Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/product\/[^/?]+\.data(\?|$)/.test(new URL(entry.name).pathname + new URL(entry.name).search))
      .map((entry) => ({ name: entry.name, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
  );
}

test('hovering eight product cards preloads their pages, at most 4 at a time', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/shop-online');
  await waitForHydration(page);

  // Every request takes 3 seconds, so preloads started together are seen to overlap.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 3000, downloadThroughput: -1, uploadThroughput: -1 });
  const cards = productCards(page);
  // The pointer runs over the first eight cards (their boxes are read first, so it moves fast).
  const centres = [];
  for (let i = 0; i < 8; i++) {
    const box = (await cards.nth(i).boundingBox())!;
    centres.push({ x: box.x + box.width / 2, y: box.y + box.height / 3 });
  }
  for (const { x, y } of centres) await page.mouse.move(x, y);
  await expect.poll(async () => (await productDataTimings(page)).filter((t) => t.end > 0).length, { timeout: 25_000 }).toBe(8);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const timings = await productDataTimings(page);
  const most = Math.max(...timings.map((t) => timings.filter((o) => o.start <= t.start && t.start < o.end).length));
  expect(most, JSON.stringify(timings)).toBeLessThanOrEqual(4);
  expect(most).toBeGreaterThan(1);

  // The preloaded page opens.
  const name = (await cards.nth(7).getByRole('heading').textContent())?.trim() ?? '';
  await cards.nth(7).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
