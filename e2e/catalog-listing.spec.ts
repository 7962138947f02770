// Shopper task: browse a category, narrow it by brand and price, sort it, change the grid and
// page through the whole shop (spec §2 listings, §3 grid cookie, §9 breakpoints; issue 3).

import {
  cardNames,
  cardPrices,
  cardsInFirstRow,
  cardTexts,
  facetCount,
  facetOption,
  filtersPanel,
  productCards,
  resultCount,
  resultCountStatus,
  waitForHydration,
} from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

const BRAND = 'Kasa Studio';
const PRICE_MIN = 500;
const PRICE_MAX = 1500;

function isNonDecreasing(values: number[]): boolean {
  return values.every((value, i) => i === 0 || values[i - 1] <= value);
}

test('a super-category from the menu lists its subcategories', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Living', exact: true }).click();
  await expect(page).toHaveURL(atPath('/product-category/living'));
  await expect(page.getByRole('heading', { level: 1, name: 'Living' })).toBeVisible();

  const subcategories = page.getByRole('navigation', { name: 'Subcategories' });
  for (const name of ['Cushions & Throws', 'Lighting', 'Decor Accents', 'Planters & Vases', 'Bedding']) {
    await expect(subcategories.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(productCards(page).first()).toBeVisible();

  await subcategories.getByRole('link', { name: 'Lighting', exact: true }).click();
  await expect(page).toHaveURL(/\/product-category\/(living\/)?lighting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lighting' })).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
});

test('filter by brand and price, sort, then step back through the filters', async ({ page }) => {
  await page.goto('/product-category/living');
  await waitForHydration(page);
  const panel = filtersPanel(page);
  const all = await resultCount(page);

  // Brand: the count on the checkbox is the number of results it leads to.
  const brand = facetOption(panel, 'Brand', BRAND);
  const promised = await facetCount(brand);
  await brand.check();
  await expect(page).toHaveURL(/[?&]brand=kasa-studio(&|$)/);
  await expect(resultCountStatus(page)).toHaveText(`${promised} ${promised === 1 ? 'product' : 'products'}`);
  expect(promised).toBeLessThan(all);
  await expect(productCards(page)).toHaveCount(Math.min(promised, 24));
  for (const text of await cardTexts(page)) expect(text).toContain(BRAND);
  await expect(page.getByRole('link', { name: `Remove filter Brand: ${BRAND}` })).toBeVisible();

  // Price range, typed in rupees, applied with Enter; the URL keeps it in paise.
  await panel.getByLabel('Minimum price').fill(String(PRICE_MIN));
  await panel.getByLabel('Maximum price').fill(String(PRICE_MAX));
  await panel.getByLabel('Maximum price').press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]price=${PRICE_MIN * 100}-${PRICE_MAX * 100}(&|$)`));
  await expect(page).toHaveURL(/[?&]brand=kasa-studio(&|$)/);
  await expect.poll(() => resultCount(page)).toBeLessThan(promised);
  const inRange = await resultCount(page);
  expect(inRange).toBeGreaterThan(0);
  await expect(productCards(page)).toHaveCount(inRange);
  for (const text of await cardTexts(page)) expect(text).toContain(BRAND);
  for (const price of await cardPrices(page)) {
    expect(price).toBeGreaterThanOrEqual(PRICE_MIN);
    expect(price).toBeLessThanOrEqual(PRICE_MAX);
  }

  // Sort: cheapest first, same results.
  const names = (await cardNames(page)).sort();
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
  await expect.poll(async () => isNonDecreasing(await cardPrices(page))).toBe(true);
  expect((await cardNames(page)).sort()).toEqual(names);

  // A reload renders the same listing from the URL alone.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(resultCountStatus(page)).toHaveText(new RegExp(`^${inRange} products?$`));
  expect(isNonDecreasing(await cardPrices(page))).toBe(true);

  // Back: the sort goes, then the price range, each time the form shows what is applied.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]sort=/);
  await expect(page.getByLabel('Sort by')).toHaveValue('featured');
  await expect(resultCountStatus(page)).toHaveText(new RegExp(`^${inRange} products?$`));
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]price=/);
  await expect(resultCountStatus(page)).toHaveText(`${promised} ${promised === 1 ? 'product' : 'products'}`);
  await expect(facetOption(filtersPanel(page), 'Brand', BRAND)).toBeChecked();
  await expect(filtersPanel(page).getByLabel('Minimum price')).toHaveValue('');
  await expect(filtersPanel(page).getByLabel('Maximum price')).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(atPath('/product-category/living'));
  await expect(page).not.toHaveURL(/\?/);
  await expect(resultCountStatus(page)).toHaveText(`${all} products`);
  await expect(facetOption(filtersPanel(page), 'Brand', BRAND)).not.toBeChecked();
});

test('the grid column choice shows at once and survives a reload', async ({ page }) => {
  await page.goto('/shop-online');
  await waitForHydration(page);
  const grid = page.getByRole('radiogroup', { name: 'Grid columns' });
  await expect(grid.getByRole('radio', { name: '4 columns' })).toBeChecked();
  await expect.poll(() => cardsInFirstRow(page)).toBe(4);

  await grid.getByRole('radio', { name: '3 columns' }).check();
  await expect.poll(() => cardsInFirstRow(page)).toBe(3);

  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'Grid columns' }).getByRole('radio', { name: '3 columns' })).toBeChecked();
  await expect.poll(() => cardsInFirstRow(page)).toBe(3);
  // The server drew it: the HTML itself already has three columns, from the cookie.
  const html = await (await page.request.get('/shop-online')).text();
  expect(html).toMatch(/data-columns="3"/);
});

test('load more appends cards until the whole shop is shown', async ({ page }) => {
  await page.goto('/shop-online');
  await waitForHydration(page);
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(24);
  const cards = productCards(page);
  await expect(cards).toHaveCount(24);
  await expect(page.getByText(`Showing 24 of ${total} products`)).toBeVisible();

  const more = page.getByRole('button', { name: 'Load more' });
  await more.click();
  await expect.poll(() => cards.count()).toBeGreaterThan(24);
  await expect(page).toHaveURL(atPath('/shop-online'));

  // Keep asking (infinite scroll may get there first) until the end, where the button goes.
  await expect(async () => {
    if (await more.isVisible()) await more.click({ timeout: 2_000 });
    await expect(cards).toHaveCount(total, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(more).toHaveCount(0);
  await expect(page.getByText(`Showing ${total} of ${total} products`)).toBeVisible();
  const names = await cardNames(page);
  expect(new Set(names).size).toBe(names.length); // no card twice
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('the Filters drawer applies a filter and closes', async ({ page }) => {
    await page.goto('/product-category/living');
    await waitForHydration(page);
    await expect(filtersPanel(page)).toBeHidden();
    const all = await resultCount(page);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const brand = facetOption(drawer, 'Brand', BRAND);
    const promised = await facetCount(brand);
    await brand.check();
    await expect(drawer.getByRole('button', { name: `Show ${promised} products` })).toBeVisible();
    await drawer.getByRole('button', { name: 'Apply' }).click();

    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/[?&]brand=kasa-studio(&|$)/);
    await expect(resultCountStatus(page)).toHaveText(`${promised} products`);
    expect(promised).toBeLessThan(all);
    for (const text of await cardTexts(page)) expect(text).toContain(BRAND);
    await expect(page.getByRole('button', { name: /^Filters\W*1 applied$/ })).toBeVisible();
  });
});
