// Shopper task: forgot the password, get a link by mail, choose a new one and sign in with it
// (spec §2 Forgot Password? and /account/reset-password/{email}/{slug}, §4; issue 4).

import { createVerifiedShopper, loginDialog, openEmailLogin, signInThroughApi, submitEmailLogin, waitForMessage } from './support/accounts.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

const NEW_PASSWORD = 'Fresh#Start42';

test('forgot password: the mailed link sets a new password that signs in', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'reset');
  await page.goto('/');
  await waitForHydration(page);
  const login = await openEmailLogin(page);
  await login.getByRole('button', { name: 'Forgot Password?' }).click();

  const forgot = page.getByRole('dialog', { name: 'Forgot Password?' });
  await expect(forgot).toBeVisible();
  await forgot.getByLabel('Email', { exact: true }).fill('not-an-email');
  await forgot.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(forgot.getByText('The value must be an valid email address')).toBeVisible();
  await forgot.getByLabel('Email', { exact: true }).fill(shopper.email);
  await forgot.getByRole('button', { name: 'SEND RESET LINK' }).click();
  // spec §4: a sent link returns the dialog to the email login, with the (enumeration-safe) answer.
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists for this email, we have sent a link to reset the password' })).toBeVisible();
  await expect(loginDialog(page).getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  const mail = await waitForMessage(request, 'mail', shopper.email);
  expect(mail.subject).toMatch(/Reset your .+ password/);
  const link = /https?:\/\/\S+\/account\/reset-password\/\S+/.exec(mail.body)?.[0];
  expect(link, mail.body).toBeTruthy();

  const response = await page.goto(link!);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill('Something#Else1');
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset. Please login with the new password' })).toBeVisible();

  await page.getByRole('button', { name: 'LOGIN NOW' }).click();
  const dialog = loginDialog(page);
  await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
  await submitEmailLogin(dialog, shopper.email, shopper.password);
  await expect(dialog.getByRole('alert')).toHaveText('These credentials do not match our records');
  await submitEmailLogin(dialog, shopper.email, NEW_PASSWORD);
  await expect(page).toHaveURL(atPath('/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await expect(page.getByRole('alert').filter({ hasText: 'This password reset link is not valid or has expired' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a new link' })).toBeVisible();
});

// spec §2 lists reset-password among the account panes (issue 30: /account/reset-password was 404).
test('a signed-in shopper changes the password at /account/reset-password, and it signs in', async ({ page, request }) => {
  test.setTimeout(60_000);
  const shopper = await createVerifiedShopper(request, 'reset-pane');
  await signInThroughApi(page, shopper);
  const response = await page.goto('/account/reset-password');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await waitForHydration(page);
  // The same rules as the Security pane's form (spec §5: 6 characters at least).
  await page.getByLabel('Current password').fill(shopper.password);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The value length should be at least 6')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been updated' })).toBeVisible();

  // Signed out, the new password signs in and the old one no longer does.
  await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin }, data: {} });
  await page.goto('/');
  await waitForHydration(page);
  const login = await openEmailLogin(page);
  await submitEmailLogin(login, shopper.email, shopper.password);
  await expect(login.getByRole('alert')).toHaveText('These credentials do not match our records');
  await submitEmailLogin(login, shopper.email, NEW_PASSWORD);
  await expect(page).toHaveURL(atPath('/account'));
});
