// Shopper task: a first load on a phone's unsteady connection (issue 14; decision 034, "Scripts
// that could not be fetched"). Scripts or a dialog's code lost on the way leave the page as it is,
// say the shop could not be reached, and come when the network does; a page opened in a
// background tab still starts.
import type { Page } from '@playwright/test';
import { loginDialog } from './support/accounts.ts';
import { addThroughApi, CUSHION as CUSHION_NAME, expectBadge, headerCart, lineQuantity } from './support/cart.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

const CUSHION = '/product/block-print-cushion-cover';

// A page with no main image to wait for, opened in a background tab (a middle-click on the cart
// link, say), starts its scripts at once: before the parser has reached them. It used to read the
// missing element and never hydrate.
test('a page opened in a background tab, with no main image, still starts and works', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden', configurable: true });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await addThroughApi(page, 'brass-tumbler');
  await page.goto('/cart');
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(0);
  await waitForHydration(page);
  const quantity = lineQuantity(page.getByRole('main'), 'Brass Tumbler');
  await expect(quantity).toHaveValue('1');
  await page.getByRole('main').getByRole('button', { name: 'Increase quantity of Brass Tumbler' }).click();
  await expect(quantity).toHaveValue('2');
  expect(errors).toEqual([]);
});

// A connection lost between the page and its scripts (lib/scripts-after-first-view.server.ts):
// the page stays readable, says the shop could not be reached, and starts by itself when the
// browser is back online, or on Retry; it then works. Until then its buttons cannot work, so the
// notice is the shopper's only sign that something is wrong.
async function loseScripts(page: Page): Promise<{ restore: () => void }> {
  let lost = true;
  await page.route(/\/assets\/[^/]+\.js$/, (route) => (lost ? route.abort('internetdisconnected') : route.continue()));
  return { restore: () => (lost = false) };
}

const NOT_REACHED = 'We could not reach the shop. Check your connection and try again.';

test('scripts lost on the way start when the browser is back online, and the page then works', async ({ page, context }) => {
  const network = await loseScripts(page);
  await page.goto(CUSHION);
  const notice = page.getByRole('alert').filter({ hasText: NOT_REACHED });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: CUSHION_NAME })).toBeVisible();

  await context.setOffline(true);
  network.restore();
  await context.setOffline(false);
  await waitForHydration(page);
  await expect(notice).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectBadge(headerCart(page), 1);
});

test('Retry on the notice starts the scripts once they can be fetched, from the keyboard too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const network = await loseScripts(page);
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: NOT_REACHED });
  const retry = notice.getByRole('button', { name: 'Retry' });
  await expect(notice).toBeVisible();
  // Still unreachable: Retry fails again and the notice stays.
  await retry.click();
  await expect(retry).toBeVisible();

  network.restore();
  await retry.focus();
  await page.keyboard.press('Enter');
  await waitForHydration(page);
  await expect(notice).toHaveCount(0);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  // On a phone the cart is in the bottom bar.
  await expectBadge(page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link', { name: 'Cart', exact: true }), 1);
});

// A dialog whose code cannot arrive (components/ui/on-demand.tsx) leaves the page as it is and
// says so with a Retry; the dialog opens once its code can be fetched. It used to replace the
// whole page with the error screen, and the dialog could not open again until a reload.
test('a dialog whose code cannot be fetched keeps the page, and opens on Retry or back online', async ({ page, context }) => {
  await page.goto(CUSHION);
  await waitForHydration(page);
  const network = await loseScripts(page);

  await page.getByRole('button', { name: 'Size chart' }).click();
  const toast = page.getByRole('alert').filter({ hasText: NOT_REACHED });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: CUSHION_NAME })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Retry while still unreachable says so again.
  await toast.getByRole('button', { name: 'Retry' }).click();
  await expect(toast).toBeVisible();

  network.restore();
  await toast.getByRole('button', { name: 'Retry' }).click();
  const chart = page.getByRole('dialog', { name: 'Size chart' });
  await expect(chart.getByRole('rowheader', { name: '24x24' })).toBeVisible();
  await expect(toast).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(chart).toBeHidden();

  // The login dialog, when the browser comes back online.
  const lostAgain = await loseScripts(page);
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
  await context.setOffline(true);
  lostAgain.restore();
  await context.setOffline(false);
  await expect(loginDialog(page)).toBeVisible();
  await expect(toast).toHaveCount(0);
});
