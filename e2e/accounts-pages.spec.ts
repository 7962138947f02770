// Shopper task: reach the account pages. A guest is asked to sign in and lands where they were
// going; signed-in pages are rendered per session, never from the shared HTML cache (spec §2,
// §6 login guard; issue 4). Also the development outbox page the journeys rely on.

import { createVerifiedShopper, headerLogin, headerLogout, loginDialog, signInThroughApi, submitEmailLogin, useEmailIn } from './support/accounts.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

test('a guest opening /account/profile signs in through the dialog and lands on the profile', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'guard');
  const response = await page.goto('/account/profile');
  // The server guard sends the guest home with the login dialog open, keeping the target.
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(atPath('/'));
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  // The flags leave the address bar, so a reload does not reopen the dialog.
  await expect(page).toHaveURL((url) => url.search === '');
  await useEmailIn(dialog);
  await submitEmailLogin(dialog, shopper.email, shopper.password);

  await expect(page).toHaveURL(atPath('/account/profile'));
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText(shopper.email)).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(headerLogout(page)).toBeVisible();
});

test('signed-in pages answer with the session, not from the HTML cache', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'cache');
  // Two guest visits put the home page in the HTML cache.
  await page.goto('/');
  const cached = await page.goto('/');
  expect(cached?.headers()['x-cache']).toBe('hit');
  await waitForHydration(page);
  await expect(headerLogin(page)).toBeVisible();

  await signInThroughApi(page, shopper);
  const home = await page.goto('/');
  expect(home?.headers()['x-cache']).toBeUndefined();
  await expect(headerLogout(page)).toBeVisible();
  await expect(headerLogin(page)).toHaveCount(0);

  for (const path of ['/account', '/account/profile', '/account/security', '/account/addresses', '/account/wishlist']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['cache-control'], path).toMatch(/private.*no-store|no-store.*private/);
    expect(response?.headers()['x-cache'], path).toBeUndefined();
    await expect(page).toHaveURL(atPath(path));
  }
  await page.goto('/account/profile');
  await expect(page.getByText(shopper.email)).toBeVisible();

  // Another shopper on the same page sees their own profile.
  const other = await createVerifiedShopper(request, 'cache-other');
  await signInThroughApi(page, other);
  await page.goto('/account/profile');
  await expect(page.getByText(other.email)).toBeVisible();
  await expect(page.getByText(shopper.email)).toHaveCount(0);
});

test('the dev outbox page lists the texts and mails the shop sent', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'outbox');
  const response = await page.goto('/dev/outbox');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const sms = page.getByRole('article', { name: `sms to ${shopper.phone}` });
  await expect(sms).toBeVisible();
  await expect(sms).toContainText(/\d{4} is your .+ verification code/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(sms).toBeVisible();
});

test('the account menu moves between panes in the page; its Logout signs out for good', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'menu');
  await signInThroughApi(page, shopper);
  await page.goto('/account');
  await waitForHydration(page);
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  for (const [label, path, title] of [
    ['Profile', '/account/profile', 'Profile'],
    ['Security', '/account/security', 'Security'],
    ['Addresses', '/account/addresses', 'Addresses'],
    ['Wishlist', '/account/wishlist', 'Wishlist'],
    ['Orders & Refunds', '/account/orders', 'Orders & Refunds'],
    ['Dashboard', '/account', 'Dashboard'],
  ] as const) {
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(atPath(path));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  // The security pane lists this sign-in.
  await menu.getByRole('link', { name: 'Security', exact: true }).click();
  await expect(page.getByRole('main')).toContainText('127.0.0.1');

  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await waitForHydration(page);
  await expect(headerLogin(page)).toBeVisible();
  // Logout reset the dialog to the shop's first mode (OTP in the demo shop).
  await headerLogin(page).click();
  await expect(loginDialog(page).getByRole('button', { name: 'SEND OTP' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Back does not bring the personal page back.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toHaveCount(0);
  await expect(loginDialog(page)).toBeVisible();
});
