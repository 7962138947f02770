// Helpers for the catalog journeys (e2e/catalog-*.spec.ts): reading listings the way a shopper
// does (cards, prices, the result count) and waiting for the page to become interactive.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Resolves once React has hydrated: the header's search toggle is a plain link in the server
 * HTML and becomes a button after hydration. Before that a tick or a click does nothing useful
 * (a checkbox toggles without navigating), so specs wait for it instead of sleeping. The page
 * hydrates in parts (decision 034, "Hydration in parts"), so it also waits for the main content,
 * the footer and every section to be React's: typing into a field React has not reached yet
 * would be undone when it does.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A fresh shop renders its images on first view, which competes for the CPU with hydration on a
  // 2-core machine: allow more than the default 5 s.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true, includeHidden: true })).toBeAttached({
    timeout: 20_000,
  });
  await page.waitForFunction(
    () => {
      // React keeps its own record on each element it has hydrated.
      const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      return [...document.querySelectorAll('main > *, footer, [data-section]')].every(isReacts);
    },
    null,
    { timeout: 20_000 },
  );
}

/** The product cards of a listing (each card is an <article>). */
export function productCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** The listing's "N products" status line. */
export function resultCountStatus(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^\s*\d+ products?\s*$/ });
}

/** The number the status line shows. */
export async function resultCount(page: Page): Promise<number> {
  const text = (await resultCountStatus(page).textContent()) ?? '';
  return Number(text.trim().split(/\s/)[0]);
}

/** "₹1,899" -> 1899 (whole rupees; the demo shop prices in whole rupees). */
export function rupees(text: string): number {
  const match = /₹\s?([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match) throw new Error(`no rupee amount in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/,/g, ''));
}

/**
 * Each card's selling price: the first amount on the card (brand, name, then the selling price;
 * the struck-through MRP follows it).
 */
export async function cardPrices(page: Page): Promise<number[]> {
  return (await cardTexts(page)).map(rupees);
}

/** Each card's text as written (innerText would give the brand's CSS upper case). */
export function cardTexts(page: Page): Promise<string[]> {
  return productCards(page).allTextContents();
}

/** The product names on the cards, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  return productCards(page).getByRole('heading').allTextContents();
}

/** The filters panel beside the grid (md and up). */
export function filtersPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Filters' });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A facet value's checkbox, e.g. facetOption(panel, 'Brand', 'Kasa Studio') ("Kasa Studio (13)"). */
export function facetOption(scope: Locator, facet: string, value: string): Locator {
  return scope.getByRole('group', { name: facet, exact: true }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(value)}\\s*\\(\\d+\\)$`) });
}

/** The product count a facet value promises, read from its label ("Kasa Studio (13)" -> 13). */
export async function facetCount(option: Locator): Promise<number> {
  const label = await option.evaluate((input) => input.closest('label')?.textContent ?? '');
  const match = /\((\d+)\)\s*$/.exec(label);
  if (!match) throw new Error(`no count in facet label ${JSON.stringify(label)}`);
  return Number(match[1]);
}

/** How many cards share the first card's row: the number of grid columns the shopper sees. */
export async function cardsInFirstRow(page: Page): Promise<number> {
  const tops = await productCards(page).evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  return tops.filter((top) => Math.abs(top - tops[0]) <= 2).length;
}

/** The parsed JSON-LD blocks of the current page. */
export async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * The product page's price and stock line. It is a live region without a role of its own (it
 * announces price and stock changes), so it is found by its class.
 */
export function productOffer(page: Page): Locator {
  return page.locator('.product-summary__offer');
}

/** toHaveURL predicate: at `path` with exactly this ?sku= (other parameters ignored). */
export function atSku(path: string, sku: string) {
  return (url: URL) => url.pathname === path && url.searchParams.get('sku') === sku;
}
