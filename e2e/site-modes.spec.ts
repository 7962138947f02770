// Shopper task: reach a shop that is locked, closed or unlicensed, and see the right page (spec §4, §8).
import type { Page } from '@playwright/test';
import { adminUpdateStorefront } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

const PASSWORD = 'open-sesame';
// The password and subscription posts share the API's per-IP limit (RATE_LIMIT_PER_MINUTE, 10 by
// default): this file makes 5 of them, so it asks for no more than it needs.

test('password protection redirects and the right password unlocks the shop', async ({ page, request }) => {
  await adminUpdateStorefront(request, { is_password_protection_enabled: true, password: PASSWORD });
  await page.goto('/');
  await expect(page).toHaveURL(atPath('/password-protected'));

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('alert')).toHaveText('The password is not correct');
  await expect(page).toHaveURL(atPath('/password-protected'));

  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.locator('body')).toHaveClass(/(^|\s)page--home(\s|$)/);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

  // Unlocked for the rest of the visit.
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});

test('after the password, the shopper lands on the page first asked for, never off the shop', async ({ page, request }) => {
  await adminUpdateStorefront(request, { is_password_protection_enabled: true, password: PASSWORD });
  await page.goto('/about-us?ref=mail');
  await expect(page).toHaveURL(atPath('/password-protected'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/about-us' && url.search === '?ref=mail');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();

  // A return address that leaves the shop is ignored: home instead (CONVENTIONS: redirectTo).
  await adminUpdateStorefront(request, { password: PASSWORD }); // setting it re-locks every visitor
  await page.goto('/password-protected?redirectTo=%2F%2Fevil.example%2Fx');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.locator('body')).toHaveClass(/(^|\s)page--home(\s|$)/);
});

test('Coming Soon redirects every page and takes subscriptions', async ({ page, request }) => {
  await adminUpdateStorefront(request, { mode: 'Coming Soon' });
  await page.goto('/about-us');
  await expect(page).toHaveURL(atPath('/coming-soon'));
  await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();

  const email = page.getByLabel('Email address');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('alert')).toHaveText('The value must be an valid email address');

  await email.fill(`shopper+${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status')).toHaveText('You are on the list. We will let you know when we are back.');
});

test('Under Maintenance redirects every page', async ({ page, request }) => {
  await adminUpdateStorefront(request, { mode: 'Under Maintenance' });
  await page.goto('/');
  await expect(page).toHaveURL(atPath('/under-maintenance'));
  await expect(page.getByRole('heading', { level: 1, name: 'Under Maintenance' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeVisible();
});

test('after unlocking a password-protected shop in Coming Soon, the shopper lands on Coming Soon', async ({ page, request }) => {
  await adminUpdateStorefront(request, { is_password_protection_enabled: true, password: PASSWORD, mode: 'Coming Soon' });
  await page.goto('/about-us');
  await expect(page).toHaveURL(atPath('/password-protected'));

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(atPath('/coming-soon'));
  await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
});

test('mode pages that do not apply are not found', async ({ page }) => {
  for (const path of ['/coming-soon', '/under-maintenance', '/password-protected']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
  }
});

test('a shop without a licence is unavailable on every page', async ({ page, request }) => {
  await adminUpdateStorefront(request, { license_status: null });
  await expectUnavailable(page);
});

test('an expired or suspended licence closes the shop like a missing one (docs/decisions/023)', async ({ page, request }) => {
  for (const license_status of ['expired', 'suspended']) {
    await adminUpdateStorefront(request, { license_status });
    await expectUnavailable(page);
  }
});

async function expectUnavailable(page: Page) {
  for (const path of ['/', '/about-us']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404); // spec §8: a 404 'Website Unvailable'
    await expect(page.getByRole('heading', { name: 'Website Unavailable' })).toBeVisible();
    // Only the unavailable page's heading: none of the requested page is shown.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Website Unavailable']);
  }
}
