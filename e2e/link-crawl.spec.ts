// Shopper task: every link a shopper can follow from the home page, a listing, a product page
// and the footer leads somewhere real — no 'Page Not Found!' and no server error (issue 15's
// "Done when"). Links are followed as a browser would (redirects included, cookies of a guest).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** Same-origin paths of the links in `scope` (hash-only, mailto:, tel: and external links left out). */
async function linkPaths(page: Page, scope: string): Promise<string[]> {
  const hrefs = await page.locator(`${scope} a[href]`).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    paths.add(url.pathname + url.search);
  }
  return [...paths];
}

/** Paths among `paths` that answer a 404 or 5xx, or show the shop's not-found page. */
async function brokenLinks(request: APIRequestContext, paths: string[]): Promise<string[]> {
  const broken: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    const body = response.headers()['content-type']?.includes('text/html') ? await response.text() : '';
    if (response.status() >= 400 || body.includes('Page Not Found!')) broken.push(`${path} (${response.status()})`);
  }
  return broken;
}

test('every link of home, a listing, a product page and the footer leads to a real page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const seen = new Set<string>();
  const broken: string[] = [];
  const crawl = async (scope: string) => {
    const fresh = (await linkPaths(page, scope)).filter((path) => !seen.has(path));
    for (const path of fresh) seen.add(path);
    broken.push(...(await brokenLinks(request, fresh)));
  };

  await page.goto('/');
  await crawl('body');
  await crawl('footer');

  await page.goto('/shop-online');
  await crawl('body');

  const productHref = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
  expect(productHref, 'the listing links a product').toBeTruthy();
  await page.goto(productHref as string);
  await crawl('body');

  expect(seen.size, 'the crawl followed the pages’ links').toBeGreaterThan(30);
  expect(broken, 'links that lead to Page Not Found or an error').toEqual([]);
});
