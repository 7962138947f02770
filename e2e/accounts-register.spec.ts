// Shopper task: open an account with email and password, prove the phone, log out and come back
// (spec §2 login and register dialogs, Verify Account popup, §4 Auth; issue 4).

import type { Page } from '@playwright/test';
import {
  freshShopper,
  headerLogin,
  headerLogout,
  latestOtp,
  loginDialog,
  openEmailLogin,
  type Shopper,
  submitEmailLogin,
  submitRegisterForm,
  typeOtp,
  verifyAccountDialog,
} from './support/accounts.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

/** Login dialog → 'Login with Email' → REGISTER NOW → the Legacy register form, submitted. */
async function registerWithEmail(page: Page, shopper: Shopper) {
  await page.goto('/');
  await waitForHydration(page);
  await headerLogin(page).click();
  const login = loginDialog(page);
  // The demo shop signs in by OTP first; registration is offered in the email mode only.
  await expect(login.getByRole('button', { name: 'SEND OTP' })).toBeVisible();
  await expect(login.getByRole('button', { name: 'REGISTER NOW' })).toHaveCount(0);
  await login.getByRole('button', { name: 'Login with Email' }).click();
  await expect(login.getByText("Don't Have an Account?")).toBeVisible();
  await login.getByRole('button', { name: 'REGISTER NOW' }).click();

  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register).toBeVisible();
  await expect(login).toBeHidden();
  await expect(register.getByText('Already have an account?')).toBeVisible();
  await expect(register.getByRole('button', { name: 'Register with OTP' })).toBeVisible();
  // spec §5: the email-and-password register form validates on submit only.
  await register.getByRole('button', { name: 'REGISTER', exact: true }).click();
  await expect(register.getByText('This field is required')).toHaveCount(5);
  await expect(register.getByLabel('First name')).toBeFocused();

  await submitRegisterForm(register, shopper);
}

async function expectDashboard(page: Page, shopper: Shopper) {
  await expect(page).toHaveURL(atPath('/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Hello, ${shopper.first_name} ${shopper.last_name}`)).toBeVisible();
  await expect(headerLogout(page)).toBeVisible();
}

async function logOutFromHeader(page: Page) {
  await waitForHydration(page);
  await headerLogout(page).click();
  await expect(page).toHaveURL(atPath('/'));
  await waitForHydration(page);
  await expect(headerLogin(page)).toBeVisible();
  await expect(headerLogout(page)).toHaveCount(0);
}

test('register with email, verify the phone from the outbox, log out, log in again', async ({ page, request }) => {
  const shopper = freshShopper('register');
  await registerWithEmail(page, shopper);

  // account_verification_for 'phone' (demo shop): the new account proves its phone first.
  const verify = verifyAccountDialog(page);
  await expect(verify).toBeVisible();
  await expect(verify.getByText('Enter the code we just sent to your mobile phone')).toBeVisible();
  await expect(verify.getByRole('button', { name: 'VERIFY' })).toBeDisabled();
  await typeOtp(verify, await latestOtp(request, shopper.phone));
  await verify.getByRole('button', { name: 'VERIFY' }).click();
  await expectDashboard(page, shopper);

  // The personal page is rendered for this session and never stored by a cache.
  const reload = await page.reload();
  expect(reload?.headers()['cache-control']).toMatch(/no-store/);
  expect(reload?.headers()['x-cache']).not.toBe('hit');
  await expectDashboard(page, shopper);

  await logOutFromHeader(page);
  const guest = await page.goto('/account');
  await expect(page).toHaveURL(atPath('/'));
  expect(guest?.status()).toBe(200);
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();

  // Logged out, the dialog starts from the shop's default mode again; the phone is proven now,
  // so the sign-in goes straight to the dashboard.
  const dialog = await openEmailLogin(page);
  await submitEmailLogin(dialog, shopper.email, 'wrong-password');
  await expect(dialog.getByRole('alert')).toHaveText('These credentials do not match our records');
  await submitEmailLogin(dialog, shopper.email, shopper.password);
  await expectDashboard(page, shopper);
  await expect(verifyAccountDialog(page)).toHaveCount(0);
});

test('closing the Verify Account popup keeps the shopper signed in; the next login asks again', async ({ page, request }) => {
  const shopper = freshShopper('unverified');
  await registerWithEmail(page, shopper);
  const verify = verifyAccountDialog(page);
  await expect(verify).toBeVisible();
  await latestOtp(request, shopper.phone); // the popup sent a code as it opened
  await verify.getByRole('button', { name: 'Close' }).click();
  await expectDashboard(page, shopper);

  await logOutFromHeader(page);
  const dialog = await openEmailLogin(page);
  await submitEmailLogin(dialog, shopper.email, shopper.password);
  await expect(verifyAccountDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expectDashboard(page, shopper);
});
