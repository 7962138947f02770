// Small helpers shared by the shopper journeys (e2e/*.spec.ts).
import type { Locator, Page } from '@playwright/test';

export const STORE_NAME = 'Vitrine Home & Living';

/** toHaveURL predicate: the page is at exactly this path (any origin, any query). */
export function atPath(path: string) {
  return (url: URL) => url.pathname === path;
}

/** Links inside `scope` whose href starts with `prefix` (e.g. '/product/'). */
export function linksTo(scope: Locator, prefix: string): Locator {
  return scope.locator(`a[href^="${prefix}"]`);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/** How far the document can scroll (what "half the page" is measured against, spec §9). */
export function scrollableHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}
