// Owner task: style the shop with custom CSS (spec §1 "Custom CSS is supported") — and a shopper's
// safety when that text holds markup: it styles the page and never runs as script (issue 15,
// Quality: XSS payloads in custom CSS never execute).
import { adminUpdateStorefront } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

const HOSTILE_CSS = [
  '.site-main { outline: 3px solid rgb(1, 2, 3); }',
  '</style><script>alert("custom css script")</script>',
  '<img src=x onerror=alert("custom css img")>',
  '<style>',
].join('\n');

test('custom CSS styles the page, and markup hidden in it never runs', async ({ page, request }) => {
  const storefront = (await (await request.get('/api/storefront/all')).json()) as { data: { custom_css: string | null } };
  const original = storefront.data.custom_css;
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  try {
    await adminUpdateStorefront(request, { custom_css: HOSTILE_CSS });
    await page.goto('/');
    await expect(page.locator('#main')).toHaveCSS('outline-color', 'rgb(1, 2, 3)');
    await page.waitForLoadState('networkidle');

    // The whole text stayed inside its one <style>: no element of the payload reached the page.
    expect(await page.locator('style#custom-css').count()).toBe(1);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('style#custom-css').textContent()).not.toContain('<');
    // (The hydration data carries the text as an escaped string; no script element is the payload.)
    const inlineScripts = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((s) => (s.textContent ?? '').trim()));
    expect(inlineScripts).not.toContain('alert("custom css script")');
    expect(dialogs).toEqual([]);
  } finally {
    await adminUpdateStorefront(request, { custom_css: original });
  }
});
