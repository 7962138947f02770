// Shopper task: choose which cookies the shop may use (spec §3, §4, §9) and be measured only after
// saying yes (spec §7 analytics). No internet here: the providers' hosts are answered with a tiny
// stub script, and every request to them is recorded.
import type { APIRequestContext, Page } from '@playwright/test';
import { freshShopper } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { CUSHION_PAGE, tabTo } from './support/cart.ts';
import { waitForHydration } from './support/catalog.ts';
import { ADMIN_TOKEN, BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOrderThroughApi } from './support/orders.ts';

// Start as a first-time visitor (the config gives other journeys a saved choice).
test.use({ storageState: { cookies: [], origins: [] } });

const PROVIDER_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|facebook\.net|facebook\.com|clarity\.ms|umami\.is|umami\.dev)\//;

async function setPlugin(request: APIRequestContext, name: string, body: Record<string, unknown>) {
  const response = await request.put(new URL(`/api/admin/plugins/${name}`, BASE_URL).href, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, origin: new URL(BASE_URL).origin },
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

// These journeys ask about two providers; the demo's own (UmamiAnalytics) is off meanwhile and
// back on after (e2e/consent-demo.spec.ts covers it).
test.beforeAll(async ({ request }) => {
  await setPlugin(request, 'GoogleGtag', { is_active: true, config: { google_tag_id: 'G-VITRINE01' } });
  await setPlugin(request, 'FacebookPixel', { is_active: true, config: { code: '1234567890' } });
  await setPlugin(request, 'UmamiAnalytics', { is_active: false });
});

test.afterAll(async ({ request }) => {
  await setPlugin(request, 'GoogleGtag', { is_active: false });
  await setPlugin(request, 'FacebookPixel', { is_active: false });
  await setPlugin(request, 'UmamiAnalytics', { is_active: true });
});

/** Answers every provider request with a stub script and returns the list of requested URLs. */
async function stubProviders(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.context().route(PROVIDER_HOSTS, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* provider stub */' });
  });
  // The chat link opens WhatsApp in a new tab: answered locally too.
  await page.context().route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Chat</title>' }));
  return requested;
}

/** A test that fails on any alert(): no injected script may run. */
function failOnDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
}

const banner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });
const analyticsScripts = (page: Page) => page.locator('script[data-analytics]');
const consentCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'vitrine_consent');
const dataLayerCount = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).filter((entry) => entry?.[0] === 'event' && entry?.[1] === name).length,
    event,
  );
const dataLayerHas = (page: Page, event: string) =>
  page.evaluate(
    (name) => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some((entry) => entry?.[0] === 'event' && entry?.[1] === name),
    event,
  );

test('declining keeps every analytics script and request away, across pages and reloads', async ({ page }) => {
  failOnDialogs(page);
  const requested = await stubProviders(page);
  const response = await page.goto('/');
  // The policy names exactly the installed providers' hosts (GoogleGtag and FacebookPixel here).
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain('https://*.googletagmanager.com');
  expect(csp).toContain('https://connect.facebook.net');
  expect(csp).not.toContain('clarity.ms');
  expect(csp).not.toContain('umami');

  await expect(banner(page)).toBeVisible();
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toHaveCount(0);
  const cookie = await consentCookie(page);
  expect(decodeURIComponent(cookie?.value ?? '')).toBe('v1|GoogleGtag:0|FacebookPixel:0');
  // spec §9: one year (allow a minute of clock between the write and this check).
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(31_536_000 - 60);
  expect(cookie?.sameSite).toBe('Lax');

  await page.goto(CUSHION_PAGE);
  await waitForHydration(page);
  await page.goto('/shop-online');
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  // Hidden before hydration too: the head script marks the page from the cookie.
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'saved');
  await expect(page.locator('.cookie-banner')).toBeHidden();
  await waitForHydration(page);
  await expect(analyticsScripts(page)).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('accepting all loads the providers, which then receive the shop events', async ({ page }) => {
  failOnDialogs(page);
  const requested = await stubProviders(page);
  await page.goto(CUSHION_PAGE);
  await waitForHydration(page);
  // view_item is queued until consent; nothing has gone out yet.
  expect(requested).toEqual([]);
  await expect(analyticsScripts(page)).toHaveCount(0);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(analyticsScripts(page)).toHaveCount(2);
  await expect.poll(() => requested.some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js?id=G-VITRINE01'))).toBe(true);
  await expect.poll(() => requested.some((url) => url.startsWith('https://connect.facebook.net/'))).toBe(true);
  // The queued view_item reached gtag.
  expect(await dataLayerHas(page, 'view_item')).toBe(true);

  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Added to cart', exact: true })).toBeVisible();
  await expect.poll(() => dataLayerHas(page, 'add_to_cart')).toBe(true);
  // The Pixel's own name for it, queued in its stub.
  const pixel = await page.evaluate(() =>
    ((window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? []).map((args) =>
      Array.from(args as ArrayLike<unknown>)
        .slice(0, 2)
        .join(' '),
    ),
  );
  expect(pixel).toEqual(expect.arrayContaining(['init 1234567890', 'track PageView', 'track ViewContent', 'track AddToCart']));

  // spec §2 chat link: a click fires whatsapp_chat.
  const popup = page.waitForEvent('popup');
  await main.getByRole('link', { name: 'Chat with us on WhatsApp' }).click();
  await (await popup).close();
  await expect.poll(() => dataLayerHas(page, 'whatsapp_chat')).toBe(true);

  // The choice holds: the next page loads the scripts at once, with no banner.
  await page.goto('/');
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(analyticsScripts(page)).toHaveCount(2);
});

test('preferences by keyboard: necessary stays ticked, one optional provider chosen', async ({ page }) => {
  test.setTimeout(90_000); // two full-page axe scans on a busy 2-core machine
  failOnDialogs(page);
  const requested = await stubProviders(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await waitForHydration(page);

  const preferences = banner(page).getByRole('button', { name: 'Preferences' });
  await tabTo(page, preferences);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  const essential = dialog.getByRole('checkbox', { name: 'Essential' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Google Analytics' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Facebook Pixel' })).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await axeViolations(page)).toEqual([]);

  const google = dialog.getByRole('checkbox', { name: 'Google Analytics' });
  await tabTo(page, google);
  await page.keyboard.press('Space');
  await expect(google).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Save preferences' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toHaveCount(0);
  expect(decodeURIComponent((await consentCookie(page))?.value ?? '')).toBe('v1|GoogleGtag:1|FacebookPixel:0');
  await expect(page.locator('script[data-analytics="GoogleGtag"]')).toHaveCount(1);
  await expect(page.locator('script[data-analytics="FacebookPixel"]')).toHaveCount(0);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  expect(requested.every((url) => !/facebook/.test(url))).toBe(true);

  // The footer link reopens the dialog with the saved choices.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Google Analytics' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Facebook Pixel' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Essential' })).toBeDisabled();
});

test('the banner at 375 and 1280 px is accessible and leaves the bottom bar usable', async ({ page }) => {
  test.setTimeout(90_000); // two full-page axe scans on a busy 2-core machine
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(CUSHION_PAGE);
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The mobile bottom bar stays visible below the banner.
  const bar = await page.getByRole('navigation', { name: 'Mobile navigation' }).boundingBox();
  const box = await banner(page).boundingBox();
  expect(bar && box && box.y + box.height <= bar.y + 1).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
});

test('a purchase reaches the providers once per order, however often its page is shown', async ({ page }) => {
  await stubProviders(page);
  await page.goto('/');
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  // A guest's order, placed through the API in the page's cookie jar.
  const order = await placeOrderThroughApi(page.request, freshShopper('consent'), [{ product: 'ceramic-pasta-bowl', quantity: 1 }]);
  const completePage = `/checkout-complete?${new URLSearchParams({ order_id: order.order_id, token: order.token, type: 'cod' })}`;

  const marked = page.waitForResponse((r) => r.url().includes('/api/plugins/GoogleGtag/track-purchase'));
  await page.goto(completePage);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  expect((await (await marked).json()).data.first).toBe(true);
  await expect.poll(() => dataLayerCount(page, 'purchase')).toBe(1);

  // Another tab (its own session storage) asks again; the order's flag is set, so nothing is sent.
  const second = await page.context().newPage();
  const markedAgain = second.waitForResponse((r) => r.url().includes('/api/plugins/GoogleGtag/track-purchase'));
  await second.goto(completePage);
  await expect(second.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  expect((await (await markedAgain).json()).data.first).toBe(false);
  expect(await dataLayerCount(second, 'purchase')).toBe(0);
});
