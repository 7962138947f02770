// Shopper task on a phone: the demo shop asks about a cookie that does something (its Umami
// Analytics plugin is on), in a banner that leaves the page usable; Decline keeps analytics away,
// Accept loads it (spec §4 cookie consent, §7 analytics; issue 30). No internet here: Umami's host
// is answered with a stub script and every request to it is recorded.
import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

// A first-time visitor (the config gives other journeys a saved choice), on a 375 px phone.
test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 375, height: 740 } });

const UMAMI = /^https:\/\/([a-z0-9-]+\.)*(umami\.is|umami\.dev)\//;

async function recordUmami(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.context().route(UMAMI, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* umami stub */' });
  });
  return requested;
}

const banner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });

/** True when a click at the element's centre lands on it (nothing fixed covers it). */
function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

test('the banner takes at most about 15 % of a phone screen and the footer legal links stay reachable under it', async ({ page }) => {
  test.setTimeout(60_000);
  await recordUmami(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
  const box = await banner(page).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.height / 740).toBeLessThanOrEqual(0.15);
  // Its three choices fit one row.
  const buttons = ['Accept all', 'Decline', 'Preferences'].map((name) => banner(page).getByRole('button', { name }));
  const tops = await Promise.all(buttons.map(async (b) => (await b.boundingBox())?.y));
  expect(new Set(tops).size).toBe(1);

  // At the very end of the page the legal links are above the banner, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const legal = page.getByRole('contentinfo').getByRole('list', { name: 'Legal' });
  for (const item of [
    legal.getByRole('link', { name: 'Terms & Conditions' }),
    legal.getByRole('link', { name: 'Privacy Policy' }),
    legal.getByRole('button', { name: 'Cookie preferences' }),
  ]) {
    await expect(item).toBeInViewport();
    expect(await isUncovered(item)).toBe(true);
  }
  // The floating chat button rises above the banner rather than hiding behind it.
  expect(await isUncovered(page.getByRole('link', { name: 'Chat with us on WhatsApp' }))).toBe(true);
  await legal.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

test('Decline loads no analytics, on this page or the next', async ({ page }) => {
  test.setTimeout(60_000); // three pages on a busy 2-core machine
  const requested = await recordUmami(page);
  await page.goto('/');
  await waitForHydration(page);
  // The demo asks about something real: its analytics provider is in the preferences.
  await banner(page).getByRole('button', { name: 'Preferences' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: 'Umami Analytics' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  await page.goto('/shop-online');
  await waitForHydration(page);
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('script[data-analytics]')).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('Accept all loads the analytics script, and it comes back on the next page', async ({ page }) => {
  const requested = await recordUmami(page);
  await page.goto('/');
  await waitForHydration(page);
  expect(requested).toEqual([]); // nothing before the choice
  await expect(page.locator('script[data-analytics]')).toHaveCount(0);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  const script = page.locator('script[data-analytics="UmamiAnalytics"]');
  await expect(script).toHaveCount(1);
  await expect(script).toHaveAttribute('data-website-id', /.+/);
  await expect.poll(() => requested.length).toBeGreaterThan(0);

  await page.goto('/shop-online');
  await waitForHydration(page);
  await expect(page.locator('script[data-analytics="UmamiAnalytics"]')).toHaveCount(1);
});
