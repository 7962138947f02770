// Shopper task: read the FAQ, browse product tabs, watch a video and look through galleries
// (issue 15, spec §2 FAQ screen, §7 FAQ and gallery calls). Every section renders on the server.
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/catalog.ts';
import { ADMIN_TOKEN, BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}`, origin: new URL(BASE_URL).origin };

async function adminPut(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.put(new URL(path, BASE_URL).href, { headers: adminHeaders, data });
  if (!res.ok()) throw new Error(`PUT ${path} -> ${res.status()}: ${await res.text()}`);
}

/** Records every dialog (an alert, confirm or prompt a payload would open); the test expects none. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function faqJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
}

test('the FAQ page opens and closes answers with the keyboard and carries FAQPage structured data', async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();

  const question = page.getByText('How do I season my cast iron?', { exact: true });
  const answer = page.getByText(/Wash by hand, dry on a low flame/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();

  const data = await faqJsonLd(page);
  expect(data.mainEntity).toHaveLength(8);
  expect(data.mainEntity[0]).toEqual({
    '@type': 'Question',
    name: 'Which payment methods do you accept?',
    acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('Cash on delivery') },
  });
  // Only the page's own scripts may run: by nonce on a fresh page, by hash on a cached one (decisions/031).
  const csp = (await page.request.get('/faq')).headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' '(nonce|sha256)-/);
});

test('the FAQ works without JavaScript: answers are in the HTML and open natively', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');
  const answer = page.getByText(/7 days from delivery for unused items/);
  await expect(answer).toBeHidden();
  await page.getByText('What is your return window?', { exact: true }).click();
  await expect(answer).toBeVisible();
  await context.close();
});

test("home's product tabs switch with the arrow keys, loading another tab's grid when chosen", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Just landed' });
  const tabs = section.getByRole('tab');
  await expect(tabs).toHaveText(['Latest', 'New Arrivals', 'The Festive Edit', 'Under ₹999']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  // The first tab's grid is in the server's HTML; the others are empty until chosen.
  await expect(section.getByRole('tabpanel', { name: 'Latest' }).getByRole('link').first()).toBeVisible();

  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  const arrivals = section.getByRole('tabpanel', { name: 'New Arrivals' });
  await expect(arrivals.getByRole('link').first()).toBeVisible();
  await expect(section.getByRole('tabpanel', { name: 'Latest' })).toBeHidden();

  await page.keyboard.press('End');
  await expect(tabs.nth(3)).toBeFocused();
  await expect(section.getByRole('tabpanel', { name: 'Under ₹999' }).getByRole('link').first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  // Only the selected tab is a tab stop.
  await expect(section.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
});

test('home shows what customers say', async ({ page }) => {
  await page.goto('/');
  const quotes = page.getByRole('region', { name: 'Loved in homes across India' });
  await expect(quotes.getByText(/even softer than they look/)).toBeVisible();
  await expect(quotes.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
});

test('the about page shows the studio gallery and a product page its own pictures, sized before they load', async ({ page }) => {
  await page.goto('/about-us');
  const gallery = page.getByRole('region', { name: 'Inside our studio' });
  const pictures = gallery.getByRole('img');
  await expect(pictures).toHaveCount(6);
  await expect(pictures.first()).toHaveAttribute('width', '1200');
  await expect(pictures.first()).toHaveAttribute('height', '900');
  await expect(pictures.first()).toHaveAttribute('src', /^\/img\//);
  await expect(gallery.getByText('Every order is packed by hand, plastic-free.')).toBeVisible();

  await page.goto('/product/block-print-cushion-cover');
  const own = page.getByRole('region', { name: 'More pictures' });
  await expect(own.getByRole('img')).toHaveCount(3);
  await expect(own.getByRole('img').first()).toHaveAttribute('loading', 'lazy');
});

test.describe('a page the owner builds', () => {
  const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

  test.beforeAll(async ({ request }) => {
    await adminPut(request, '/api/admin/faqs/e2e-xss', {
      title: 'Hostile FAQ',
      items: [{ question: `Is this safe? ${payload}`, answer: `<p onmouseover="alert(3)">Yes.</p>${payload}<a href="javascript:alert(4)">link</a>` }],
    });
    await adminPut(request, '/api/admin/pages', {
      slug: 'e2e-sections',
      title: 'Sections',
      sections: [
        {
          key: 'video',
          component_type: 'video',
          component_data: {
            heading: 'Watch us work',
            title: 'A day at the studio',
            provider: 'youtube',
            video: 'dQw4w9WgXcQ',
            poster: { url: '/media/banners/under-999.svg', width: 1600, height: 900, alt: '' },
          },
        },
        { key: 'faq', component_type: 'faq', component_data: { heading: `Questions ${payload}`, faq: 'e2e-xss' } },
        { key: 'quotes', component_type: 'testimonial', component_data: { heading: 'Said', items: [{ quote: payload, name: `Eve ${payload}`, rating: 3 }] } },
      ],
    });
  });

  test('the video player loads only after the play button is clicked, from youtube-nocookie', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (req) => {
      if (/youtube|ytimg|googlevideo/.test(new URL(req.url()).hostname)) videoRequests.push(req.url());
    });
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
    await page.goto('/e2e-sections');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Watch us work' });
    await expect(section.getByRole('link', { name: 'Play video: A day at the studio' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
    await expect(section.locator('iframe')).toHaveCount(0);

    await section.getByRole('link', { name: 'Play video: A day at the studio' }).click();
    const player = section.locator('iframe[title="A day at the studio"]');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    await expect(player).toBeFocused();
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(videoRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });

  test('an XSS payload in a FAQ answer or in section data never runs', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/e2e-sections');
    await waitForHydration(page);
    // Section text shows as text; the FAQ's answer keeps only its harmless HTML.
    await expect(page.getByRole('region', { name: 'Said' }).getByText(payload, { exact: true })).toBeVisible();
    await page.getByText(/^Is this safe\?/).click();
    await expect(page.getByText('Yes.', { exact: true })).toBeVisible();
    await page.getByText('Yes.', { exact: true }).hover();
    expect(await page.locator('main script:not([type="application/ld+json"])').count()).toBe(0);
    expect(await page.locator('main [onerror], main [onmouseover], main a[href^="javascript:"]').count()).toBe(0);
    const data = await faqJsonLd(page);
    expect(data.mainEntity[0].acceptedAnswer.text).not.toMatch(/onerror|<script|javascript:/i);
    expect(dialogs).toEqual([]);
  });
});

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of ['/faq', '/', '/about-us']) {
      test(`${path}: no axe violation`, async ({ page }) => {
        test.setTimeout(60_000); // a whole-page scan on a shared 2-core machine
        await page.goto(path);
        await waitForHydration(page);
        if (path === '/faq') await page.getByText('Do I need an account to order?', { exact: true }).click();
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      });
    }
  });
}
