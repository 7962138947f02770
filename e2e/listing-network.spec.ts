// Shopper task: keep browsing through a lost signal (issue 13). A client-side navigation or fetch
// whose data request cannot reach the shop keeps the page, says so in a toast with a retry, and
// finishes when the network returns; a real server error still shows the error page.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { facetOption, filtersPanel, productCards, resultCount, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

const UNREACHABLE = 'We could not reach the shop. Check your connection and try again.';
const SERVER_ERROR = 'Oops! An unexpected error occurred';
/** React Router's data requests: /path.data and /_root.data (single fetch). */
const DATA_REQUESTS = /\.data(\?|$)/;

function networkToast(page: Page) {
  return page.getByRole('alert').filter({ hasText: UNREACHABLE });
}

test('a filter ticked offline keeps the listing, and applies when the network returns', async ({ page, context }) => {
  await page.goto('/shop-online');
  await waitForHydration(page);
  const all = await resultCount(page);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);

  await context.setOffline(true);
  // click, not check(): offline the tick goes back at once (listing-offline-filter.spec.ts).
  await facetOption(filtersPanel(page), 'Brand', 'Kasa Studio').click();
  await expect(networkToast(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: SERVER_ERROR })).toHaveCount(0);
  await expect(productCards(page)).toHaveCount(24);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await context.setOffline(false);
  await expect(page).toHaveURL(/[?&]brand=kasa-studio(&|$)/);
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  await expect(networkToast(page)).toHaveCount(0);
});

test('load more that fails keeps the cards and loads them on Retry', async ({ page }) => {
  await page.goto('/shop-online');
  await waitForHydration(page);
  await page.route(DATA_REQUESTS, (route) => route.abort('internetdisconnected'));

  await page.getByRole('button', { name: 'Load more' }).click();
  const toast = networkToast(page);
  await expect(toast).toBeVisible();
  await expect(page.getByRole('heading', { name: SERVER_ERROR })).toHaveCount(0);
  await expect(productCards(page)).toHaveCount(24);
  const serious = (await axeViolations(page)).filter((v) => v.impact !== 'minor');
  expect(serious).toEqual([]);

  await page.unroute(DATA_REQUESTS);
  await toast.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => productCards(page).count()).toBeGreaterThan(24);
  await expect(networkToast(page)).toHaveCount(0);
});

test('a header link followed without network keeps the page until Retry', async ({ page }) => {
  await page.goto('/shop-online');
  await waitForHydration(page);
  await page.route(DATA_REQUESTS, (route) => route.abort('internetdisconnected'));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Living', exact: true }).click();
  const toast = networkToast(page);
  await expect(toast).toBeVisible();
  await expect(page.getByRole('heading', { name: SERVER_ERROR })).toHaveCount(0);
  await expect(page).toHaveURL(atPath('/shop-online'));
  await expect(productCards(page)).toHaveCount(24);

  await page.unroute(DATA_REQUESTS);
  await toast.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Living' })).toBeVisible();
  await expect(page).toHaveURL(atPath('/product-category/living'));
});

test('a header link followed offline waits for the network instead of leaving the shop', async ({ page, context }) => {
  await page.goto('/shop-online');
  await waitForHydration(page);
  await context.setOffline(true);
  // A screen whose code this page never loaded (the collection route).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections', exact: true }).click();
  await expect(networkToast(page)).toBeVisible();
  await expect(page).toHaveURL(atPath('/shop-online'));
  await expect(productCards(page)).toHaveCount(24);

  await context.setOffline(false);
  await expect(page).toHaveURL(atPath('/product-collection/best-sellers'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(networkToast(page)).toHaveCount(0);
});

test('a real server error on a client-side navigation still shows the error page', async ({ page }) => {
  await page.goto('/shop-online');
  await waitForHydration(page);
  await page.route(DATA_REQUESTS, (route) => route.fulfill({ status: 500, body: 'Unexpected Server Error' }));

  // click, not check(): offline the tick goes back at once (listing-offline-filter.spec.ts).
  await facetOption(filtersPanel(page), 'Brand', 'Kasa Studio').click();
  await expect(page.getByRole('heading', { name: SERVER_ERROR })).toBeVisible();
  await expect(networkToast(page)).toHaveCount(0);
});
