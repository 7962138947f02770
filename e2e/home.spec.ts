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

// Each section sits in a Suspense boundary (so a part failing on the server leaves out only its
// section): the sections must still arrive in place, shown without JavaScript, not streamed hidden
// to the end of the document for an inline script to move.
test('every home section is in place in the HTML and shows without JavaScript', async ({ browser, request }) => {
  const html = await (await request.get('/')).text();
  // React Router streams its data in a boundary of its own at the end; no section may be there.
  const streamedHidden = html.indexOf('<div hidden id="S:');
  const sectionsInPlace = (streamedHidden < 0 ? html : html.slice(0, streamedHidden)).match(/data-section="/g) ?? [];
  expect(sectionsInPlace.length).toBe(html.match(/data-section="/g)?.length);
  expect(sectionsInPlace.length).toBeGreaterThanOrEqual(8);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  for (const heading of ['Shop by category', 'Best sellers', 'Just landed', 'Loved in homes across India', 'Need a hand?']) {
    await expect(page.getByRole('region', { name: heading })).toBeVisible();
  }
  await context.close();
});
