// Shopper task: land on the home page and browse the seeded demo store (spec §1, §2).
import { expect, test } from './support/fixtures.ts';
import { atPath, linksTo, STORE_NAME } from './support/journeys.ts';

test('home renders the seeded sections', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(new RegExp(STORE_NAME));
  await expect(page.locator('body')).toHaveClass(/(^|\s)page--home(\s|$)/);

  const carousel = page.getByRole('region', { name: 'Home hero' });
  await expect(carousel).toBeVisible();
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  // Hovering pauses autoplay, so the slide shown is the one the shopper picks.
  await carousel.hover();
  await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
  await expect(carousel.getByRole('heading', { name: 'Slow living, made by hand' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('heading', { name: 'A kitchen you love to cook in' })).toBeVisible();
  await expect(carousel.getByRole('heading', { name: 'Slow living, made by hand' })).toBeHidden();

  const marquee = page.getByRole('region', { name: 'Announcements' });
  await expect(marquee.getByText('Free shipping from ₹999').first()).toBeVisible();
  await expect(marquee.getByText('Cash on delivery available').first()).toBeVisible();

  const categories = page.getByRole('region', { name: 'Shop by category' });
  await expect(categories).toBeVisible();
  await expect(linksTo(categories, '/product-category/').first()).toBeVisible();
  await expect(categories.getByRole('link', { name: /Lighting/ })).toHaveAttribute('href', '/product-category/living/lighting');

  for (const heading of ['Best sellers', 'Just landed']) {
    const grid = page.getByRole('region', { name: heading });
    await expect(grid).toBeVisible();
    await expect(linksTo(grid, '/product/').first()).toBeVisible();
  }

  const story = page.getByRole('region', { name: 'Made slowly, chosen carefully' });
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
