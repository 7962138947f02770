// Shopper tasks: read a product's reviews (summary, Load more), and write one, signing in from the
// product page first (spec §2 product page reviews, §3 Reviews list; issue 15, decisions/028).

import type { Page } from '@playwright/test';
import { createVerifiedShopper, loginDialog, signInThroughApi, submitEmailLogin, useEmailIn } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/catalog.ts';
import { ADMIN_TOKEN, BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

const CUSHION = '/product/block-print-cushion-cover'; // the demo seeds 12 reviews on it
const DIYA = '/product/lotus-brass-diya'; // no demo reviews
const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script>';

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Reviews' });
const reviewArticles = (page: Page) => reviewsSection(page).getByRole('article');

/** Any alert, confirm or prompt means injected script ran: the test fails. */
function failOnDialogs(page: Page): void {
  page.on('dialog', (dialog) => {
    throw new Error(`A script ran: ${dialog.type()} ${dialog.message()}`);
  });
}

async function productJsonLd(page: Page): Promise<Record<string, any>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product');
  expect(product, 'a Product JSON-LD block').toBeTruthy();
  return product;
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('reads the summary and the newest reviews, loads more, and the page is axe clean', async ({ page }) => {
      failOnDialogs(page);
      await page.goto(CUSHION);
      await waitForHydration(page);
      const section = reviewsSection(page);
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByText('12 ratings, 12 reviews')).toBeVisible();
      await expect(section.getByRole('list', { name: 'Ratings by stars' }).getByRole('listitem')).toHaveCount(5);
      await expect(section.getByText(/^Rated \d(\.\d)? out of 5$/).first()).toBeAttached();
      await expect(reviewArticles(page)).toHaveCount(10);
      await expect(reviewArticles(page).first().getByRole('heading', { name: 'Lovely print' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const more = section.getByRole('button', { name: 'Load more' });
      await more.click();
      await expect(reviewArticles(page)).toHaveCount(12);
      await expect(more).toHaveCount(0);
      // Focus moves to the first review the button brought.
      await expect(reviewArticles(page).nth(10)).toBeFocused();

      const ld = await productJsonLd(page);
      expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingCount: 12, reviewCount: 12 });
      expect(ld.aggregateRating.ratingValue).toBeGreaterThan(4);
      expect(ld.review).toHaveLength(3);
    });
  });
}

test('a guest signs in from "Write a review", writes one with HTML in it, and sees it listed as text', async ({ page, request }) => {
  test.setTimeout(90_000);
  failOnDialogs(page);
  const shopper = await createVerifiedShopper(request, 'review');
  await page.goto(DIYA);
  await waitForHydration(page);
  const section = reviewsSection(page);
  await expect(section.getByText('No reviews yet — be the first')).toBeVisible();
  expect((await productJsonLd(page)).aggregateRating).toBeUndefined();

  await section.getByRole('button', { name: 'Write a review' }).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await useEmailIn(dialog);
  await submitEmailLogin(dialog, shopper.email, shopper.password);

  // Back on the product, signed in, with the form open and its first star focused.
  await expect(page).toHaveURL(new RegExp(`${DIYA}#reviews$`));
  await waitForHydration(page);
  const form = section.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();

  // Nothing chosen yet: spec §5 'This field is required' on the stars.
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Title (optional)').fill('Shines at dusk');
  await form.getByLabel('Your review (optional)').fill(XSS);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for rating this product' })).toBeVisible();

  const mine = reviewArticles(page).filter({ has: page.getByRole('heading', { name: 'Shines at dusk' }) });
  await expect(mine).toBeVisible();
  await expect(mine.getByText(XSS, { exact: true })).toBeVisible();
  await expect(mine.getByText('Asha R.')).toBeVisible();
  await expect(section.getByText('1 rating, 1 review')).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // A fresh visit as a guest (no cookies) sees it too: the cached page was forgotten.
  const guest = await page.context().browser()!.newPage();
  failOnDialogs(guest);
  await guest.goto(DIYA);
  await expect(reviewsSection(guest).getByRole('heading', { name: 'Shines at dusk' })).toBeVisible();
  expect((await productJsonLd(guest)).aggregateRating).toMatchObject({ ratingValue: 4, ratingCount: 1 });
  await guest.close();
});

test('a signed-in customer writes a review straight from the product page', async ({ page, request }) => {
  failOnDialogs(page);
  const shopper = await createVerifiedShopper(request, 'review-direct');
  await signInThroughApi(page, shopper);
  await page.goto('/product/marble-decorative-tray');
  await waitForHydration(page);
  const section = reviewsSection(page);
  await section.getByRole('button', { name: 'Write a review' }).click();
  const form = section.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Your review (optional)').fill('Heavy, cool marble.\nLooks great on the table.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for rating this product' })).toBeVisible();
  await expect(reviewArticles(page).filter({ hasText: 'Heavy, cool marble.' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Write a review' })).toBeFocused();
});

test('with the Review plugin off, the product page has no Reviews section and no rating in its JSON-LD', async ({ page, request }) => {
  const setReviewPlugin = async (active: boolean) => {
    const response = await request.put(new URL('/api/admin/plugins/Review', BASE_URL).href, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, origin: new URL(BASE_URL).origin },
      data: { is_active: active },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await setReviewPlugin(false);
  try {
    await page.goto(CUSHION);
    await expect(page.getByRole('heading', { level: 1, name: 'Block-Print Cushion Cover' })).toBeVisible();
    await expect(reviewsSection(page)).toHaveCount(0);
    expect((await productJsonLd(page)).aggregateRating).toBeUndefined();
  } finally {
    await setReviewPlugin(true);
  }
  await page.goto(CUSHION);
  await expect(reviewsSection(page)).toBeVisible();
});
