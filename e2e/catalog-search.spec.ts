// Shopper task: find a product by typing in the header search — suggestions as you type, then
// the full results page with the listing's filters (spec §2 search and mini-search; issue 3).
import type { Page } from '@playwright/test';
import { cardNames, cardTexts, facetCount, facetOption, filtersPanel, resultCountStatus, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

function headerSearch(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
}

test('suggestions appear as the shopper types and the keyboard opens one', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const input = headerSearch(page);
  await input.click();
  await input.pressSequentially('lamp');

  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const options = listbox.getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const text of await options.allTextContents()) expect(text).toMatch(/lamp/i);

  await input.press('ArrowDown');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  const chosen = (await first.textContent()) ?? '';
  await input.press('Enter');

  await expect(page).toHaveURL(/\/product\/[^/?]+$/);
  // The product's h1 replaces the home page's once the navigation has rendered.
  const name = page.getByRole('heading', { level: 1 });
  await expect
    .poll(async () => {
      const text = (await name.textContent())?.trim();
      return Boolean(text) && chosen.includes(text!);
    })
    .toBe(true);
  await expect(listbox).toBeHidden();
});

test('a search without the accent finds the Café Ceramic Mug', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await headerSearch(page).fill('cafe');
  await headerSearch(page).press('Enter');

  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'cafe');
  await expect(page.getByRole('main').getByRole('link', { name: 'Café Ceramic Mug' })).toBeVisible();
  await expect(page.getByLabel('Search query')).toHaveValue('cafe');
});

test('case and word order do not matter, and the results can be filtered', async ({ page }) => {
  await page.goto('/search?q=MUG%20CERAMIC');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Café Ceramic Mug' })).toBeVisible();
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/ceramic/i);
  for (const name of names) expect(name).toMatch(/mug/i);

  // A broader search from the results page's own field, then a brand filter on top of it.
  const query = page.getByLabel('Search query');
  await query.fill('mug');
  await query.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'mug');
  await expect(page.getByRole('main').getByRole('link', { name: 'Enamel Camp Mug' })).toBeVisible();

  const brand = facetOption(filtersPanel(page), 'Brand', 'Neel Ceramics');
  const promised = await facetCount(brand);
  await brand.check();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'mug' && url.searchParams.get('brand') === 'neel-ceramics');
  await expect(resultCountStatus(page)).toHaveText(`${promised} ${promised === 1 ? 'product' : 'products'}`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(promised);
  for (const text of await cardTexts(page)) expect(text).toContain('Neel Ceramics');
  await expect(page.getByRole('main').getByRole('link', { name: 'Enamel Camp Mug' })).toHaveCount(0);
  await expect(page.getByLabel('Search query')).toHaveValue('mug');
  await expect(page).toHaveURL(atPath('/search'));
});
