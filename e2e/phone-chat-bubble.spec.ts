// Shopper task: tap buttons on a phone while the shop's WhatsApp chat is installed. The chat
// link covers no control of the page at any scroll position: product cards' buttons on a
// listing, the access log on the security pane (issue 30).

import type { Page } from '@playwright/test';
import { createVerifiedShopper, signInThroughApi } from './support/accounts.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Scrolls through the whole page; at each step, every control in the main content (`selector`)
 * that is not behind the mobile bottom bar (the shop's own fixed navigation) must be clear of
 * the chat link.
 */
async function expectChatCoversNoControl(page: Page, selector: string): Promise<void> {
  const chat = page.getByRole('complementary', { name: 'Chat' }).getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(chat).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  let checked = 0;
  for (let y = 0; y < height; y += 120) {
    const step = await page.evaluate(
      ({ top, selector }) => {
        window.scrollTo({ top, behavior: 'instant' });
        const chatBox = document.querySelector('.chat-link')!.getBoundingClientRect();
        const bar = document.querySelector('.mobile-bar')?.getBoundingClientRect();
        const barTop = bar && bar.height > 0 ? bar.top : window.innerHeight;
        const seen = [...document.querySelectorAll(`main ${selector}`)]
          .map((el) => ({ label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.bottom > 0 && box.top < barTop);
        // Only the part of a control above the bar counts: the bar itself covers the rest.
        const covered = seen
          .filter(({ box }) => box.left < chatBox.right && chatBox.left < box.right && box.top < chatBox.bottom && chatBox.top < Math.min(box.bottom, barTop))
          .map(({ label }) => label);
        return { seen: seen.length, covered };
      },
      { top: y, selector },
    );
    checked += step.seen;
    expect(step.covered, `at scroll ${y} the chat link covers controls`).toEqual([]);
  }
  expect(checked).toBeGreaterThan(0);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
});

test('at 375 px the chat link covers no product card button on a listing', async ({ page }) => {
  await page.goto('/shop-online');
  await waitForHydration(page);
  await expectChatCoversNoControl(page, 'button');
});

test('at 375 px the chat link covers nothing in the access log', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'chat-bubble');
  await signInThroughApi(page, shopper);
  await page.goto('/account/security');
  await waitForHydration(page);
  const log = page.getByRole('region', { name: 'Access logs' });
  await expect(log).toBeVisible();
  await expectChatCoversNoControl(page, 'button, a, input, select, td, th');
});
