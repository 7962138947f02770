// Shopper task: use the shop with a keyboard and a screen reader, on a phone and on a desktop
// (issue 13): every page's content sits in a landmark, focus rings stand out at least 3:1, the
// account pages pass axe signed in, and the access log shows every column on a phone.

import type { Page } from '@playwright/test';
import { createVerifiedShopper, signInThroughApi } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
];

const SHOP_PAGES = ['/', '/shop-online', '/product-category/living', '/product/block-print-cushion-cover', '/search?q=cushion', '/cart'];
const ACCOUNT_PAGES = ['/account', '/account/profile', '/account/security', '/account/addresses', '/account/orders'];

async function scan(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  return { path, violations: await axeViolations(page) };
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of SHOP_PAGES) {
      test(`${path}: no axe violation, landmark rules included`, async ({ page }) => {
        expect(await scan(page, path)).toEqual({ path, violations: [] });
      });
    }

    test('account pages, signed in: no axe violation', async ({ page, request }) => {
      test.setTimeout(90_000); // five scans on a shared 2-core machine
      const shopper = await createVerifiedShopper(request, 'a11y');
      await signInThroughApi(page, shopper);
      for (const path of ACCOUNT_PAGES) expect(await scan(page, path)).toEqual({ path, violations: [] });
    });
  });
}

test.describe('search landmarks', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the header's search and the results page's search are told apart by name", async ({ page }) => {
    await page.goto('/search?q=cushion');
    await expect(page.getByRole('banner').getByRole('search', { name: 'Site search', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('search', { name: 'Search again', exact: true })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('the access log shows the time, device and IP of a sign-in without scrolling sideways', async ({ page, request }) => {
    const shopper = await createVerifiedShopper(request, 'a11y-log');
    await signInThroughApi(page, shopper);
    await page.goto('/account/security');
    const table = page.getByRole('table', { name: 'Recent sign-ins to your account, newest first' });
    const ip = table.getByRole('cell', { name: '127.0.0.1' }).first();
    await expect(ip).toBeVisible();
    const box = await ip.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    // An IPv4 address reads on one line (it is not broken inside, like "127.0 / .0.1").
    const lines = await ip.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});

test('the Security pane rates a new password as it is typed, like register and reset', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'a11y-meter');
  await signInThroughApi(page, shopper);
  await page.goto('/account/security');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('New password', { exact: true }).fill('abc');
  await expect(form.getByText('Password strength: Weak')).toBeVisible();
  await form.getByLabel('New password', { exact: true }).fill('Shopper#2025');
  await expect(form.getByText('Password strength: Strong')).toBeVisible();
});

/** The focused element's ring: style, width and its contrast with the colour around it (alpha blended). */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const parse = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const element = document.activeElement as HTMLElement;
    let around = element.parentElement;
    let background = [255, 255, 255, 0];
    while (around) {
      const rgba = parse(getComputedStyle(around).backgroundColor);
      if ((rgba[3] ?? 1) > 0) {
        background = rgba;
        break;
      }
      around = around.parentElement;
    }
    const style = getComputedStyle(element);
    const [r, g, b, a = 1] = parse(style.outlineColor);
    const ring = [r, g, b].map((c, i) => c * a + background[i] * (1 - a));
    const luminance = (rgb: number[]) => {
      const [lr, lg, lb] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [l1, l2] = [luminance(ring), luminance(background.slice(0, 3))].sort((x, y) => y - x);
    return {
      name: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      contrast: Math.round(((l1 + 0.05) / (l2 + 0.05)) * 100) / 100,
    };
  });
}

test.describe('keyboard focus', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('links, buttons and fields show a solid ring of at least 3:1, in the header, the page and the footer', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const rings = [];
    // The header's logo link, the search field, the search button, a product link, a footer link.
    await page.keyboard.press('Tab');
    for (const target of [
      page.getByRole('banner').getByRole('link').first(),
      page.getByRole('banner').getByRole('combobox'),
      page.getByRole('banner').getByRole('button', { name: 'Submit search' }),
      page.getByRole('main').getByRole('link').first(),
      page.getByRole('contentinfo').getByRole('link').first(),
    ]) {
      await target.focus();
      rings.push(await focusRing(page));
    }
    for (const ring of rings) {
      expect(ring.style, ring.name).toBe('solid');
      expect(ring.width, ring.name).toBeGreaterThanOrEqual(2);
      expect(ring.contrast, ring.name).toBeGreaterThanOrEqual(3);
    }
  });
});
