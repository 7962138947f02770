// Shopper task: the first visit to a product page downloads only what the first view needs
// (issue 14, "a lighter first load"). Dialog code (the size chart, the image zoom, the menu drawer,
// the login dialog, the dialog primitive and its styles) arrives when a dialog is first opened,
// and the dialog then works as before: it opens, takes the keyboard and gives focus back.
import type { Page } from '@playwright/test';
import { loginDialog } from './support/accounts.ts';
import { CUSHION as CUSHION_NAME, expectBadge, headerCart } from './support/cart.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

const CUSHION = '/product/block-print-cushion-cover';
// Vite names a chunk after its first module: dialog.tsx, size-chart-dialog.tsx, auth-dialogs.tsx,
// drawer.tsx, menu-drawer.tsx… and their stylesheets alike.
const DIALOG_CODE = /\/assets\/[^/]*(dialog|drawer)[^/]*\.(m?js|css)(\?|$)/i;

/** Every script and stylesheet the page requests, in order, from now on. */
function recordCode(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (['script', 'stylesheet'].includes(req.resourceType())) urls.push(new URL(req.url()).pathname);
  });
  return urls;
}

test('a product page loads no dialog code until a dialog opens', async ({ page }) => {
  const code = recordCode(page);
  await page.goto(CUSHION);
  await waitForHydration(page);
  expect(code.length).toBeGreaterThan(3);
  expect(code.filter((url) => DIALOG_CODE.test(url))).toEqual([]);

  // The size chart: its code arrives with the first open, and the dialog behaves as before.
  const sizeChart = page.getByRole('button', { name: 'Size chart' });
  await sizeChart.click();
  const chart = page.getByRole('dialog', { name: 'Size chart' });
  await expect(chart).toBeVisible();
  await expect(chart.getByRole('rowheader', { name: '24x24' })).toBeVisible();
  expect(code.some((url) => /size-chart/.test(url))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(chart).toBeHidden();
  await expect(sizeChart).toBeFocused();

  // The login dialog: its code arrives when the header's Login is used.
  expect(code.some((url) => /auth-dialogs/.test(url))).toBe(false);
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
  expect(code.some((url) => /auth-dialogs/.test(url))).toBe(true);
});

test('the image zoom and the menu drawer load on first open and keep the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 }); // a phone: the menu button shows
  const code = recordCode(page);
  await page.goto(CUSHION);
  await waitForHydration(page);
  expect(code.filter((url) => DIALOG_CODE.test(url))).toEqual([]);

  const zoomButton = page.getByRole('button', { name: /zoom, image 1 of/ });
  await zoomButton.focus();
  await page.keyboard.press('Enter');
  const zoom = page.getByRole('dialog', { name: 'Block-Print Cushion Cover' });
  await expect(zoom).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await expect(zoomButton).toBeFocused();

  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect(code.some((url) => DIALOG_CODE.test(url))).toBe(true);
});

test('a listing loads no dialog code until the Filters drawer opens, and its first image comes first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 }); // a phone: filters sit in a drawer
  const code = recordCode(page);
  await page.goto('/product-category/living');
  await waitForHydration(page);
  expect(code.filter((url) => DIALOG_CODE.test(url))).toEqual([]);

  // The LCP candidate, the first card's image, is the one image asked for with high priority.
  const urgent = page.locator('img[fetchpriority="high"]');
  await expect(urgent).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('article').first().locator('img[fetchpriority="high"]')).toHaveCount(1);

  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await filters.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(filters).toBeFocused();
  expect(code.some((url) => DIALOG_CODE.test(url))).toBe(true);
});

// Few files before the first view works (docs/decisions/034-first-load-chunks.md): React and the
// shell in two scripts, then one chunk per route family and the route's own. Before the chunk
// groups a first load fetched 38–44 scripts and 10–12 stylesheets.
for (const [name, path] of [
  ['home', '/'],
  ['listing', '/shop-online'],
  ['product', CUSHION],
] as const) {
  test(`the first load of the ${name} page fetches at most 8 scripts and 4 stylesheets`, async ({ page }) => {
    const code = recordCode(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const scripts = code.filter((url) => /\.m?js$/.test(url));
    const stylesheets = code.filter((url) => url.endsWith('.css'));
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(8);
    expect(stylesheets.length, stylesheets.join('\n')).toBeLessThanOrEqual(4);
  });
}

// The first view before the scripts (docs/decisions/034-first-load-chunks.md): the page's main
// image is not kept waiting by ~130 KB of scripts on a phone's connection; they start once it has
// loaded, and the page then works.
test('the scripts start once the main image has loaded, and the page then works', async ({ page }) => {
  const html = await (await page.request.get(CUSHION)).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]* type="module"/);

  await page.goto(CUSHION);
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const imageEntry = entries.find((entry) => entry.name === image?.currentSrc);
    const scripts = entries.filter((entry) => /^\/assets\/.*\.js$/.test(new URL(entry.name).pathname));
    return { imageEnd: imageEntry?.responseEnd ?? null, firstScript: Math.min(...scripts.map((s) => s.startTime)), scripts: scripts.length };
  });
  expect(timing.imageEnd).not.toBeNull();
  expect(timing.scripts).toBeGreaterThan(3);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.imageEnd!);

  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectBadge(headerCart(page), 1);
});

// Prices and dates are printed without Intl (contracts money.ts, lib/utc-date-format.ts): the first
// Intl formatter a page makes loads the browser's locale data, 60–80 ms of a phone's main thread,
// and it used to be made on every first load.
test('a first load of a product page with reviews makes no Intl formatter, and prints its prices and dates', async ({ page }) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const Original = Intl[name];
      Object.defineProperty(Intl, name, {
        value: new Proxy(Original, {
          construct(target, args) {
            made.push(name);
            return Reflect.construct(target, args);
          },
        }),
      });
    }
  });
  await page.goto(CUSHION);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByText('₹599', { exact: true }).first()).toBeVisible();
  await expect(page.locator('time').first()).toHaveText(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) \d{4}$/);
  expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
});

// A first load asks for no cart the visitor does not have (docs/decisions/033-cart-hint-cookie.md):
// the API's readable cart hint cookie says when there may be one.
function recordCartCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/cart')) calls.push(pathname);
  });
  return calls;
}

test('a fresh visitor makes no cart call; a cart shows again after a reload, and an emptied one is not asked for', async ({ page }) => {
  const cartCalls = recordCartCalls(page);
  await page.goto(CUSHION);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(cartCalls).toEqual([]);
  const badge = headerCart(page);
  await expectBadge(badge, 0);

  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectBadge(badge, 1);

  cartCalls.length = 0;
  await page.reload();
  await waitForHydration(page);
  await expectBadge(badge, 1);
  expect(cartCalls).toContain('/api/cart/get');

  await page.goto('/cart');
  await page.getByRole('button', { name: `Remove ${CUSHION_NAME}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  cartCalls.length = 0;
  await page.goto(CUSHION);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expectBadge(badge, 0);
  expect(cartCalls).toEqual([]);
});

// The footer's newsletter form is drawn with the page; its rules and API client (form-logic.ts)
// arrive when the shopper turns to it, and what they typed meanwhile stays, focus too.
const FORM_LOGIC = /\/assets\/form-logic[^/]*\.js$/;

test('the newsletter code is not fetched on first load, and the form keeps what was typed while it arrives', async ({ page }) => {
  const code = recordCode(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(FORM_LOGIC, async (route) => {
    await held; // the code is slow to arrive: the shopper types meanwhile
    await route.continue();
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(code.filter((url) => FORM_LOGIC.test(url))).toEqual([]);

  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  const email = form.getByLabel('Email address');
  const address = `early-${Date.now()}@example.com`;
  await email.click();
  await email.pressSequentially(address.slice(0, 8));
  await expect.poll(() => code.some((url) => FORM_LOGIC.test(url))).toBe(true);
  const arrived = page.waitForResponse(FORM_LOGIC);
  release();
  await arrived;
  await expect(email).toHaveValue(address.slice(0, 8));
  await expect(email).toBeFocused();

  await email.pressSequentially(address.slice(8));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for subscribing.');
});
