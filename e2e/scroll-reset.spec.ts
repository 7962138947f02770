// Shopper task: tap a product far down a listing. The product page starts at its top from its
// first frame: no frame shows the new page at the listing's scroll offset (issue 30).

import { productCards, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

/** Records window.scrollY on every frame drawn once the product page (its h1 `name`) is in the document. */
async function recordProductFrames(page: import('@playwright/test').Page, name: string): Promise<void> {
  await page.evaluate((title) => {
    const frames: number[] = [];
    (window as unknown as { productFrames: number[] }).productFrames = frames;
    const sample = () => {
      if (document.querySelector('main h1')?.textContent?.trim() === title) frames.push(window.scrollY);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, name);
}

for (const viewport of [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`on a ${viewport.name}, a product tapped far down a listing opens at its top with no frame elsewhere`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/shop-online');
    await waitForHydration(page);
    const card = productCards(page).nth(13);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await recordProductFrames(page, name);
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { productFrames: number[] }).productFrames.length)).toBeGreaterThan(3);
    const frames = await page.evaluate(() => (window as unknown as { productFrames: number[] }).productFrames);
    expect(frames.filter((y) => y !== 0)).toEqual([]);
  });
}
