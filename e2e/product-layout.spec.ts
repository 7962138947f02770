// Shopper task: judge a product on a phone, a tablet and a desktop: the name and price show without
// scrolling, the size chart opens centred and whole, and the WhatsApp chat covers nothing one taps
// (issue 13 items 3 and 4; docs/decisions/018-product-page-layout.md).
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

const CUSHION = '/product/block-print-cushion-cover';
const WIDTHS = [375, 768, 1280, 1366];

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Serious, moderate and critical findings only (the brief's bar; minor ones are advice). */
async function blockingViolations(page: Page) {
  return (await axeViolations(page)).filter((v) => v.impact !== 'minor');
}

async function openProduct(page: Page) {
  await page.goto(CUSHION);
  await waitForHydration(page);
}

test.describe('on a 375 x 667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('the name and price show in the first screen, above the bottom bar', async ({ page }) => {
    await openProduct(page);
    const fold = (await box(page.getByRole('navigation', { name: 'Mobile navigation' }))).y;
    const name = await box(page.getByRole('heading', { level: 1, name: 'Block-Print Cushion Cover' }));
    const price = await box(page.locator('.product-summary__offer').getByText('₹599'));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(name.y).toBeGreaterThanOrEqual(0);
    expect(name.y + name.height).toBeLessThanOrEqual(fold);
    expect(price.y + price.height).toBeLessThanOrEqual(fold);
  });

  test('the size chart table is whole inside the dialog', async ({ page }) => {
    await openProduct(page);
    await page.getByRole('button', { name: 'Size chart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size chart' });
    await expect(dialog).toBeVisible();
    const frame = await box(dialog);
    // Every column, the fourth included, sits inside the dialog without sideways scrolling.
    for (const header of await dialog.getByRole('columnheader').all()) {
      const cell = await box(header);
      expect(cell.x).toBeGreaterThanOrEqual(frame.x);
      expect(cell.x + cell.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
    const region = dialog.getByRole('region');
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    expect(await blockingViolations(page)).toEqual([]);
  });
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 667 : 800 } });

    test('the size chart dialog is centred in the viewport', async ({ page }) => {
      await openProduct(page);
      await page.getByRole('button', { name: 'Size chart' }).click();
      const dialog = page.getByRole('dialog', { name: 'Size chart' });
      await expect(dialog).toBeVisible();
      // Polled: measured once the opening animation has settled.
      await expect
        .poll(async () => {
          const b = await box(dialog);
          const viewport = page.viewportSize() ?? { width: 0, height: 0 };
          const left = b.x;
          const right = viewport.width - (b.x + b.width);
          const top = b.y;
          const bottom = viewport.height - (b.y + b.height);
          return Math.max(Math.abs(left - right), Math.abs(top - bottom)) <= 2;
        })
        .toBe(true);
      const table = await box(dialog.getByRole('table'));
      const frame = await box(dialog);
      expect(table.x).toBeGreaterThanOrEqual(frame.x);
      expect(table.x + table.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    });

    test('the WhatsApp chat covers no thumbnail and no share link', async ({ page }) => {
      await openProduct(page);
      const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
      await expect(chat.first()).toBeAttached();
      const targets = [
        ...(await page.getByRole('button', { name: /^Show image \d+/ }).all()),
        ...(await page.getByRole('group', { name: 'Share this product' }).getByRole('link').all()),
      ];
      expect(targets.length).toBeGreaterThan(4);
      for (const chatLink of await chat.all()) {
        if (!(await chatLink.isVisible())) continue;
        for (const target of targets) {
          // A fixed button covers what scrolls under it: bring the target level with the button first.
          await target.scrollIntoViewIfNeeded();
          const fixed = await chatLink.evaluate((el) => getComputedStyle(el).position === 'fixed');
          if (fixed) {
            const [t, c] = [await box(target), await box(chatLink)];
            await page.evaluate((dy) => window.scrollBy(0, dy), t.y + t.height / 2 - (c.y + c.height / 2));
          }
          const [t, c] = [await box(target), await box(chatLink)];
          expect(overlaps(t, c), `the chat link covers ${(await target.getAttribute('aria-label')) ?? (await target.textContent())}`).toBe(false);
        }
      }
    });
  });
}

// The listing's filter swatches (20 px dots) share the class name with the product's variant
// swatches, and the listing's stylesheet is in a chunk the product page loads too
// (decisions/034): it must not shrink them.
test('the colour swatches keep their size', async ({ page }) => {
  await openProduct(page);
  const swatches = page.getByRole('group', { name: /^Colour/ }).locator('.swatch');
  await expect(swatches.first()).toBeVisible();
  for (const swatch of await swatches.all()) {
    const { width, height } = await box(swatch);
    expect(width).toBeGreaterThanOrEqual(40);
    expect(height).toBeGreaterThanOrEqual(40);
  }
});

test('axe finds no serious or moderate problem on the product page at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openProduct(page);
  expect(await blockingViolations(page)).toEqual([]);
});
