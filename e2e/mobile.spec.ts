// Shopper task: browse on a phone (bottom bar) and move around a long page (sticky header,
// scroll-to-top) (spec §2 mobile bottom bar, §4 Other, §9 breakpoints and thresholds).
import { expect, test } from './support/fixtures.ts';
import { scrollableHeight, scrollY } from './support/journeys.ts';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('the bottom bar leads to Home, Shop, Cart and Account', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(bar).toBeVisible();
    const entries = [
      ['Home', '/'],
      ['Shop', '/shop-online'],
      ['Cart', '/cart'],
      ['Account', '/account'],
    ] as const;
    for (const [name, href] of entries) {
      const link = bar.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    await expect(bar.getByRole('link')).toHaveCount(entries.length);
    // An empty cart shows no quantity badge (spec §2: only when above zero).
    await expect(bar.getByRole('link', { name: 'Cart', exact: true })).not.toContainText(/\d/);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('there is no bottom bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toBeHidden();
  });

  test('the header sticks once the shopper scrolls past 50 px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(header).not.toHaveClass(/(^|\s)is-stuck(\s|$)/);

    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(50);
    await expect(header).toHaveClass(/(^|\s)is-stuck(\s|$)/);
    await expect(header).toBeInViewport();

    await page.mouse.wheel(0, -2000);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(header).not.toHaveClass(/(^|\s)is-stuck(\s|$)/);
  });

  test('scroll to top appears past half the page and goes back up', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(page.getByRole('heading', { name: 'Best sellers' })).toBeVisible();
    await expect(button).toBeHidden();

    const half = (await scrollableHeight(page)) / 2;
    expect(half).toBeGreaterThan(0);
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, half * 0.5);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(50);
    await expect(button).toBeHidden(); // not yet past half

    await page.mouse.wheel(0, half * 2);
    await expect.poll(async () => (await scrollY(page)) > (await scrollableHeight(page)) / 2).toBe(true);
    await expect(button).toBeVisible();

    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toBeHidden();
  });
});
