// Shopper task: narrow a big listing without losing the results (issue 13): filter groups past
// the first few start closed, a change keeps the results in view, the price applies as typed,
// a skip link leads past the filters, tablets get the drawer, and the grid selector tells the
// truth, at 375, 768 and 1280 px.
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { cardsInFirstRow, facetOption, filtersPanel, productCards, resultCount, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

/** The filter groups with checkboxes (brand, category, colour…), Price and the switch excluded. */
function checkboxGroups(scope: Locator): Locator {
  return scope.locator('details').filter({ has: scope.page().getByRole('checkbox', { includeHidden: true }) });
}

async function expectTruthfulGridSelector(page: Page) {
  const grid = page.getByRole('radiogroup', { name: 'Grid columns' });
  for (const radio of await grid.getByRole('radio').all()) {
    const columns = Number((await radio.getAttribute('value')) ?? '0');
    await radio.check();
    await expect.poll(() => cardsInFirstRow(page)).toBe(columns);
  }
}

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('filter groups past the first few start closed', async ({ page }) => {
    await page.goto('/shop-online');
    await waitForHydration(page);
    const groups = checkboxGroups(filtersPanel(page));
    expect(await groups.count()).toBeGreaterThan(4);
    await expect(groups.first().getByRole('checkbox').first()).toBeVisible();
    await expect(groups.last().getByRole('checkbox', { includeHidden: true }).first()).toBeHidden();
  });

  test('a change deep in the filters keeps the results in view', async ({ page }) => {
    await page.goto('/shop-online');
    await waitForHydration(page);
    const last = checkboxGroups(filtersPanel(page)).last();
    if (!(await last.evaluate((details) => (details as HTMLDetailsElement).open))) await last.locator('summary').click();
    const all = await resultCount(page);
    await last.getByRole('checkbox').first().check();
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    await expect(productCards(page).first()).toBeInViewport();
  });

  test('a typed price applies without Enter or a button at the bottom', async ({ page }) => {
    await page.goto('/shop-online');
    await waitForHydration(page);
    await filtersPanel(page).getByLabel('Maximum price').fill('1500');
    await expect(page).toHaveURL(/[?&]price=-150000(&|$)/);
    await expect(productCards(page).first()).toBeInViewport();
  });

  test('a skip link leads past the filters to the first product', async ({ page }) => {
    await page.goto('/shop-online');
    await waitForHydration(page);
    const skip = filtersPanel(page).getByRole('link', { name: 'Skip to results' });
    await skip.focus();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(productCards(page).first().getByRole('link').first()).toBeFocused();
  });

  test('the grid selector tells the truth, and axe finds nothing on the listing', async ({ page }) => {
    await page.goto('/shop-online');
    await waitForHydration(page);
    await expectTruthfulGridSelector(page);
    const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'moderate' || v.impact === 'critical');
    expect(serious).toEqual([]);
  });
});

test.describe('on a tablet (768 px)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the filters live in the drawer and the grid selector tells the truth', async ({ page }) => {
    await page.goto('/shop-online');
    await waitForHydration(page);
    await expect(filtersPanel(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await expectTruthfulGridSelector(page);
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('a filter applied in the drawer leaves the results in view', async ({ page }) => {
    await page.goto('/shop-online');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const all = await resultCount(page);
    await facetOption(drawer, 'Brand', 'Kasa Studio').check();
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    await drawer.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(productCards(page).first()).toBeInViewport();
  });
});
