// Shopper task: find one's way from the header: one row on a laptop when signed in, and on a phone
// or tablet a menu that also leads to login (or the account), search and help (issue 13 item 7;
// docs/decisions/018-product-page-layout.md).
import type { Page } from '@playwright/test';
import { createVerifiedShopper, loginDialog, signInThroughApi } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

/** The boxes of the header's visible links, buttons and fields. */
async function controlBoxes(page: Page) {
  const controls = page.getByRole('banner').locator('a, button, input');
  const boxes: { x: number; y: number; width: number; height: number }[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (box && box.width > 0) boxes.push(box);
  }
  return boxes;
}

async function openMenu(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

for (const width of [1280, 1366]) {
  test(`signed in at ${width} px the header keeps one row`, async ({ page, request }) => {
    const shopper = await createVerifiedShopper(request, 'header-row');
    await signInThroughApi(page, shopper);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Journal', exact: true })).toBeVisible();
    const boxes = await controlBoxes(page);
    expect(boxes.length).toBeGreaterThan(6);
    // One row: every control centred on the same line, and none pushed past the right edge.
    const centres = boxes.map((b) => Math.round(b.y + b.height / 2));
    expect(Math.max(...centres) - Math.min(...centres), `centres ${centres.join(', ')}`).toBeLessThanOrEqual(4);
    const rightEdges = boxes.map((b) => Math.round(b.x + b.width));
    expect(Math.max(...rightEdges), `right edges ${rightEdges.join(', ')}`).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

for (const width of [375, 768]) {
  test.describe(`the menu at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 667 : 900 } });

    test('offers login, search and help to a guest', async ({ page }) => {
      const menu = await openMenu(page);
      await expect(menu.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('href', '/search');
      const help = menu.getByRole('navigation', { name: 'Help' });
      await expect(help.getByRole('link', { name: 'Track order' })).toHaveAttribute('href', '/track-order');
      await expect(help.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
      expect(await axeViolations(page).then((found) => found.filter((v) => v.impact !== 'minor'))).toEqual([]);

      // Login closes the menu and opens the login dialog.
      await menu.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(menu).toBeHidden();
      const dialog = loginDialog(page);
      await expect(dialog).toBeVisible();
      // Centred like every modal dialog (components/ui/dialog.css), after its opening animation.
      await expect
        .poll(async () => {
          const box = await dialog.boundingBox();
          return box ? Math.abs(box.x - (width - box.x - box.width)) <= 2 : false;
        })
        .toBe(true);
    });

    test('offers the account instead of login once signed in', async ({ page, request }) => {
      const shopper = await createVerifiedShopper(request, 'menu-account');
      await signInThroughApi(page, shopper);
      const menu = await openMenu(page);
      await expect(menu.getByRole('link', { name: 'Account', exact: true })).toHaveAttribute('href', '/account');
      await expect(menu.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: 'Search', exact: true })).toBeVisible();
    });
  });
}
