// Shopper task: follow a broken link, understand the page is missing, and get back home (spec §2, §8).
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

test('an unknown path shows the 404 page and leads home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);

  await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
  await expect(page.getByText("We're sorry, the page you are requested could not be found. Please go back to the home page.")).toBeVisible();
  await expect(page.getByText(/^Page not found:?\s*\/no\/such\/page$/)).toBeVisible();

  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.locator('body')).toHaveClass(/(^|\s)page--home(\s|$)/);
  await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toHaveCount(0);
});
