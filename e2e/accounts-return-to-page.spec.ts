// Shopper task: sign in without losing the page (issue 30). Login from a product page used to land
// on the dashboard, and the phone's Account tab went home; now a sign-in returns where it started.

import type { Locator, Page } from '@playwright/test';
import {
  countSms,
  createVerifiedShopper,
  headerLogin,
  latestOtp,
  loginDialog,
  type Shopper,
  submitEmailLogin,
  typeOtp,
  useEmailIn,
} from './support/accounts.ts';
import { atSku, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

const CUSHION = '/product/block-print-cushion-cover';
const SKU = 'VHL-CUS-001-RST-24';
const CUSHION_HEADING = { level: 1, name: 'Block-Print Cushion Cover' } as const;

async function openProduct(page: Page) {
  await page.goto(`${CUSHION}?sku=${SKU}`);
  await expect(page.getByRole('heading', CUSHION_HEADING)).toBeVisible();
  await waitForHydration(page);
}

/** Runs the sign-in step and waits for the new page it ends with (the full load after sign-in). */
async function signingIn(page: Page, step: () => Promise<void>) {
  const loaded = page.waitForEvent('load');
  await step();
  await loaded;
}

async function signInByOtp(page: Page, dialog: Locator, shopper: Shopper) {
  const before = await countSms(page.request, shopper.phone);
  await dialog.getByLabel('Phone number').fill(shopper.phone);
  await dialog.getByRole('button', { name: 'SEND OTP' }).click();
  await typeOtp(dialog, await latestOtp(page.request, shopper.phone, before));
  await signingIn(page, () => dialog.getByRole('button', { name: 'VERIFY' }).click());
}

async function signInByEmail(page: Page, dialog: Locator, shopper: Shopper) {
  await useEmailIn(dialog);
  await signingIn(page, () => submitEmailLogin(dialog, shopper.email, shopper.password));
}

async function expectBackOnProduct(page: Page) {
  await expect(page).toHaveURL(atSku(CUSHION, SKU));
  await expect(page.getByRole('heading', CUSHION_HEADING)).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('header Login on a product page, OTP: back on the product, signed in', async ({ page, request }) => {
    const shopper = await createVerifiedShopper(request, 'return-otp');
    await openProduct(page);
    await headerLogin(page).click();
    await signInByOtp(page, loginDialog(page), shopper);
    await expectBackOnProduct(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  });

  test('header Login on a product page, email and password: back on the product', async ({ page, request }) => {
    const shopper = await createVerifiedShopper(request, 'return-email');
    await openProduct(page);
    await headerLogin(page).click();
    await signInByEmail(page, loginDialog(page), shopper);
    await expectBackOnProduct(page);
  });

  test('an account page opened as a guest signs in to that page, and a foreign target is ignored', async ({ page, request }) => {
    test.setTimeout(90_000); // two sign-ins
    const shopper = await createVerifiedShopper(request, 'return-guard');
    await page.goto('/account/orders');
    await expect(page).toHaveURL(atPath('/'));
    await waitForHydration(page);
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await signInByEmail(page, dialog, shopper);
    await expect(page).toHaveURL(atPath('/account/orders'));
    await expect(page.getByRole('heading', { level: 1, name: 'Orders & Refunds' })).toBeVisible();

    // Only same-origin paths are followed: another site in redirectTo lands on the dashboard.
    const out = await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin }, data: {} });
    expect(out.status()).toBe(200);
    await page.goto('/?login=1&redirectTo=%2F%2Fevil.example%2Fx');
    await waitForHydration(page);
    await expect(dialog).toBeVisible();
    await signInByEmail(page, dialog, shopper);
    await expect(page).toHaveURL(atPath('/account'));
  });
});

test.describe('phone, 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test("the bottom bar's Account opens the login on the product page; OTP returns to it", async ({ page, request }) => {
    const shopper = await createVerifiedShopper(request, 'return-tab');
    await openProduct(page);
    await page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link', { name: 'Account' }).click();
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(atSku(CUSHION, SKU));
    await signInByOtp(page, dialog, shopper);
    await expectBackOnProduct(page);
    // Signed in, the tab is the way to the account.
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(atPath('/account'));
  });

  test("the menu's Login on a product page, email and password: back on the product", async ({ page, request }) => {
    const shopper = await createVerifiedShopper(request, 'return-menu');
    await openProduct(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click();
    await signInByEmail(page, loginDialog(page), shopper);
    await expectBackOnProduct(page);
  });
});
