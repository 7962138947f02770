// Shopper task: come back to an order that is waiting for its payment (issue 29;
// docs/decisions/014-payments.md "Waiting for payment"). A guest checks out by card, presses
// Back at the gateway and finds the order on the cart page: Pay now pays it, Change it brings its
// lines back into the cart. And the abandoned-cart link shows the restored lines at once.

import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { signRestoreToken } from '../apps/api/src/modules/cart/restore-token.ts';
import { freshEmail, waitForMessage } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { addThroughApi, cartLine, HANDI, lineQuantity, successToast } from './support/cart.ts';
import { waitForHydration } from './support/catalog.ts';
import { paymentMethods, placeOrderButton, shippingMethods } from './support/checkout.ts';
import { BASE_URL, SESSION_SECRET } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';
import { fillContactAndAddressThroughApi, send } from './support/orders.ts';

test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

/** The guest's banner on the cart page. */
const banner = (page: Page) => page.getByRole('region', { name: 'You have an order waiting for payment' });

/** A guest fills a cart (contact and address through the API), pays by card and lands on the test gateway's page. */
async function guestAtGateway(page: Page, email = 'pending.guest@example.com'): Promise<void> {
  await addThroughApi(page, 'clay-cooking-handi', 2);
  await fillContactAndAddressThroughApi(page.request, { phone: '9876543210', email, first_name: 'Asha', last_name: 'Rao' });
  await page.goto('/checkout/payment');
  await waitForHydration(page);
  await shippingMethods(page).getByRole('radio').first().check();
  await paymentMethods(page).getByRole('radio', { name: 'Card (test gateway)' }).check();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await expect(paymentMethods(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(shippingMethods(page)).not.toHaveAttribute('aria-busy', 'true');
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/test-gateway\/pay\/tgp_/);
  await waitForHydration(page);
}

test('a guest presses Back at the gateway, finds the order on the cart page and pays it', async ({ page }) => {
  await guestAtGateway(page);
  const amount = (await page.locator('.test-gateway__amount').textContent())?.trim() ?? '';

  await page.goBack();
  await expect(page).toHaveURL(atPath('/cart'));
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('2 items');
  await expect(banner(page)).toContainText(amount);
  const orderNo = (await banner(page).locator('strong').first().textContent())?.trim() ?? '';
  expect(orderNo).toMatch(/^V[A-Z0-9]{7}$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);

  await banner(page).getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/test-gateway\/pay\/tgp_/);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(atPath('/checkout-complete'));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(orderNo, { exact: true })).toBeVisible();

  // Paid: the cart page has nothing waiting any more.
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('Change it cancels the unpaid order and brings its lines back into the cart', async ({ page }) => {
  await guestAtGateway(page);
  await page.goBack();
  await expect(page).toHaveURL(atPath('/cart'));
  await expect(banner(page)).toBeVisible();
  await waitForHydration(page);

  await banner(page).getByRole('button', { name: 'Change it' }).click();
  await expect(successToast(page, 'Your order was cancelled and its items are back in your cart')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(cartLine(page.getByRole('main'), HANDI)).toBeVisible();
  await expect(lineQuantity(page.getByRole('main'), HANDI)).toHaveValue('2');

  // The lines are the shopper's to edit, and stay after a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(cartLine(page.getByRole('main'), HANDI)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('the "waiting for payment" mail opens the order on another device, where it is paid', async ({ page, browser, request }) => {
  const email = freshEmail('pending');
  await guestAtGateway(page, email);
  const mail = await waitForMessage(request, 'mail', email);
  expect(mail.subject).toMatch(/order V[A-Z0-9]{7} is waiting for payment$/);
  const link = /Pay for it or change it: (\S+)/.exec(mail.body)?.[1] ?? '';
  expect(link).toMatch(/\/cart\?order_id=[^&]+&token=/);

  // Another device: the link lands on the cart page (the token leaves the address bar).
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  const other = await phone.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(atPath('/cart'));
  expect(other.url()).not.toContain('token');
  await expect(banner(other)).toBeVisible();
  await waitForHydration(other);
  await banner(other).getByRole('button', { name: 'Pay now' }).click();
  await expect(other).toHaveURL(/\/test-gateway\/pay\/tgp_/);
  await waitForHydration(other);
  await other.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await phone.close();

  // The first browser's banner is gone too.
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
});

test.describe('the abandoned-cart link', () => {
  // The recorder job runs every 5 minutes after an hour: the spec records the cart itself, in the
  // e2e server's SQLite file, and signs the link as the job would.
  test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_DATABASE_URL), 'needs the e2e SQLite file');

  async function restoreLink(request: APIRequestContext): Promise<string> {
    await send(request, 'POST', '/api/cart/add-item', { product_id: 'clay-cooking-handi', quantity: 3 });
    const cart = await (await request.get(new URL('/api/cart/get', BASE_URL).href)).json();
    const cartId = cart.data.session_id as string;
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'vitrine.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('insert into abandoned_carts (cart_id, recorded_at) values (?, ?)').run(cartId, new Date().toISOString());
    } finally {
      db.close();
    }
    const token = signRestoreToken(SESSION_SECRET, { cartId, expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) });
    return `/cart?restore=${token}`;
  }

  /** Notes, from the first paint on, whether the cart page ever said it was empty. */
  async function watchForEmptyCart(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const w = window as unknown as { sawEmptyCart: boolean };
      w.sawEmptyCart = false;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Your cart is empty')) w.sawEmptyCart = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
  }
  const sawEmptyCart = (page: Page) => page.evaluate(() => (window as unknown as { sawEmptyCart: boolean }).sawEmptyCart);

  test('opened in another browser, it shows the restored lines at once', async ({ page, playwright }) => {
    const device = await playwright.request.newContext({ baseURL: BASE_URL });
    const link = await restoreLink(device);
    await watchForEmptyCart(page);
    await page.goto(link);
    await expect(page).toHaveURL(atPath('/cart'));
    await expect(successToast(page, 'Your cart has been restored')).toBeVisible();
    await expect(cartLine(page.getByRole('main'), HANDI)).toBeVisible();
    await expect(lineQuantity(page.getByRole('main'), HANDI)).toHaveValue('3');
    expect(await sawEmptyCart(page)).toBe(false);
    await device.dispose();
  });

  test('reached by a client-side navigation, it shows the restored lines without a reload', async ({ page, playwright }) => {
    const device = await playwright.request.newContext({ baseURL: BASE_URL });
    const link = await restoreLink(device);
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.evaluate(
      (to) => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(to),
      link,
    );
    await expect(page).toHaveURL(atPath('/cart'));
    await expect(successToast(page, 'Your cart has been restored')).toBeVisible();
    await expect(cartLine(page.getByRole('main'), HANDI)).toBeVisible();
    await expect(lineQuantity(page.getByRole('main'), HANDI)).toHaveValue('3');
    await device.dispose();
  });
});
