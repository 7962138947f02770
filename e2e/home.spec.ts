// Shopper task: land on the home page and browse the seeded demo store (spec §1, §2).
import { expect, test } from './support/fixtures.ts';
import { atPath, linksTo, STORE_NAME, sectionWithHeading } from './support/journeys.ts';

test('home renders the seeded sections', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(new RegExp(STORE_NAME));
  await expect(page.locator('body')).toHaveClass(/(^|\s)page--home(\s|$)/);

  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole('heading', { name: 'Slow living, made by hand' })).toBeVisible();

  // Marquee items (only the marquee says these; it may repeat them to loop).
  await expect(page.getByText('Free shipping over ₹999').first()).toBeVisible();
  await expect(page.getByText('Cash on delivery available').first()).toBeVisible();

  const categories = sectionWithHeading(page, 'Shop by category');
  await expect(categories).toBeVisible();
  await expect(linksTo(categories, '/product-category/').first()).toBeVisible();
  await expect(categories.getByRole('link', { name: /Lighting/ }).first()).toHaveAttribute('href', /^\/product-category\//);

  for (const heading of ['Best sellers', 'Just landed']) {
    const grid = sectionWithHeading(page, heading);
    await expect(grid).toBeVisible();
    await expect(linksTo(grid, '/product/').first()).toBeVisible();
  }

  const story = sectionWithHeading(page, 'Made slowly, chosen carefully');
  await expect(story).toBeVisible();
  await expect(story.getByText(/from block printers in Jaipur to potters in Khurja/)).toBeVisible();
  await expect(story.getByRole('link', { name: 'Read our story' })).toHaveAttribute('href', '/about-us');

  const footer = page.getByRole('contentinfo');
  for (const column of ['Shop', 'Help', 'Company']) {
    await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
  }
});

test('a content page opens from the footer', async ({ page }) => {
  await page.goto('/');
  const company = page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' });
  await company.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(atPath('/about-us'));
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who makes our pieces' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/(^|\s)page--about-us(\s|$)/);
  await expect(page).toHaveTitle(/About us/);
});

test("the terms page from the store's settings renders", async ({ page }) => {
  const response = await page.goto('/terms-and-conditions');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & conditions' })).toBeVisible();
  await expect(page.getByText(/These terms apply to every purchase from Vitrine Home & Living/)).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/(^|\s)page--terms-and-conditions(\s|$)/);
});
