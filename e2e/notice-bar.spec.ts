// Shopper task: dismiss the notice bar once and not see it again (spec §1 notice bar, clearable).
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

const MESSAGE = 'Free shipping on orders of ₹999 or more';

test('a dismissed notice stays dismissed after a reload', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Notice' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(MESSAGE);
  await expect(notice.getByRole('link', { name: 'Shipping policy', exact: true })).toHaveAttribute('href', '/shipping-policy');

  // The server renders the bar too (no flash of it appearing after hydration).
  const before = await (await page.request.get('/')).text();
  expect(before).toContain('Dismiss notice');

  // The button is server-rendered: a click before hydration does nothing. Wait for React rather
  // than retrying clicks (a 1 s retry loop timed out on a busy CI machine).
  await waitForHydration(page);
  await notice.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(notice).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notice' })).toHaveCount(0);

  // page.request shares the browser's cookies: the server itself no longer renders the bar.
  const after = await (await page.request.get('/')).text();
  expect(after).not.toContain('Dismiss notice');

  // The choice holds on other pages as well.
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notice' })).toHaveCount(0);
});

test('a new visitor still sees the notice', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('region', { name: 'Notice' })).toContainText(MESSAGE);
});
