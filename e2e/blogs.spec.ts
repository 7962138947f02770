// Shopper task: read the shop's journal (issue 15): find it from the menu, page through it, read a
// post (title, author, date, body); an owner's hostile HTML never runs; axe clean on phone and desktop.
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/catalog.ts';
import { ADMIN_TOKEN, BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath, STORE_NAME } from './support/journeys.ts';

const admin = { authorization: `Bearer ${ADMIN_TOKEN}`, origin: new URL(BASE_URL).origin };

async function savePost(request: APIRequestContext, post: Record<string, unknown>) {
  const res = await request.put(new URL('/api/admin/blog/posts', BASE_URL).href, { headers: admin, data: post });
  expect(res.status(), await res.text()).toBe(200);
}

async function deletePost(request: APIRequestContext, slug: string) {
  await request.delete(new URL(`/api/admin/blog/posts?slug=${encodeURIComponent(slug)}`, BASE_URL).href, { headers: admin });
}

/** Every alert, confirm or prompt the page opens (dismissed at once); the tests expect none. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', async (dialog) => {
    opened.push(dialog.message());
    await dialog.dismiss();
  });
  return opened;
}

test('from the home page, the Journal menu link opens the journal and a post', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Journal', exact: true }).click();
  await expect(page).toHaveURL(atPath('/blogs'));
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expect(page).toHaveTitle('Journal | Vitrine Home & Living');

  const title = 'Lighting a small room: three lamps, not one';
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(atPath('/blogs/guides/lighting-a-small-room'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Meera Iyer')).toBeVisible();
  const date = page.locator('article time');
  await expect(date).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(date).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Light at three heights' })).toBeVisible();
  await expect(page.locator('img.blog-post__cover')).toHaveAttribute('fetchpriority', 'high');

  // Search engines get the post as a BlogPosting, its canonical URL and its own description.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title, author: { name: 'Meera Iyer' }, publisher: { name: STORE_NAME } });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blogs\/guides\/lighting-a-small-room$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /three lamps/);

  await page.getByRole('link', { name: 'Back to the journal' }).click();
  await expect(page).toHaveURL(atPath('/blogs'));
});

test('the footer Journal link leads to the journal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Journal', exact: true }).click();
  await expect(page).toHaveURL(atPath('/blogs'));
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
});

test.describe('paging and categories', () => {
  const extra = Array.from({ length: 7 }, (_, i) => `e2e-paging/post-${i + 1}`);

  test.beforeAll(async ({ request }) => {
    for (const [i, slug] of extra.entries()) {
      await savePost(request, {
        slug,
        title: `Paging post ${i + 1}`,
        excerpt: 'A post that fills the journal.',
        body_html: '<p>Paging.</p>',
        author_name: 'E2E Writer',
        published_at: new Date(Date.UTC(2020, 0, i + 1)).toISOString(),
      });
    }
  });

  test.afterAll(async ({ request }) => {
    for (const slug of extra) await deletePost(request, slug);
  });

  test('pages through the journal with plain links, with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blogs');
    // 4 demo posts + 7 = 11: page 1 holds 9, page 2 the 2 oldest.
    await expect(page.locator('.blog-grid > li')).toHaveCount(9);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', /\/blogs\?page=2$/);
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(page.locator('.blog-grid > li')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Paging post 1' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blogs\?page=2$/);
    await page.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(atPath('/blogs'));
    await expect(page.locator('.blog-grid > li')).toHaveCount(9);

    // A category link filters the list.
    await page
      .getByRole('navigation', { name: 'Journal categories' })
      .getByRole('link', { name: /^Kitchen/ })
      .click();
    await expect(page).toHaveURL(/\/blogs\?category=kitchen$/);
    await expect(page.locator('.blog-grid > li')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'How to season and care for cast iron' })).toBeVisible();
    await context.close();
  });

  test('a page past the last, an unknown category and an unknown post are the 404 page', async ({ page }) => {
    for (const path of ['/blogs?page=3', '/blogs?page=0', '/blogs?category=nope', '/blogs/guides/no-such-post', '/blogs/guides']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
    }
  });
});

test("an owner's script in a post body never runs", async ({ page, request }) => {
  const dialogs = watchDialogs(page);
  const slug = 'e2e/hostile-post';
  await savePost(request, {
    slug,
    title: 'A hostile post',
    excerpt: '<script>alert(3)</script>',
    body_html: '<p>Visible text</p><img src=x onerror=alert(1)><script>alert(2)</script>',
    author_name: '<img src=x onerror=alert(4)>',
  });
  try {
    await page.goto(`/blogs/${slug}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'A hostile post' })).toBeVisible();
    await expect(page.getByText('Visible text')).toBeVisible();
    expect(await page.locator('.blog-post__body script, .blog-post__body [onerror]').count()).toBe(0);
    await page.goto('/blogs');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'A hostile post' })).toBeVisible();
    expect(dialogs).toEqual([]);
  } finally {
    await deletePost(request, slug);
  }
});

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px the journal and a post pass axe`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/blogs', '/blogs/guides/lighting-a-small-room', '/about-us']) {
      await page.goto(path);
      await waitForHydration(page);
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
    }
  });
}

test('sitemap.xml lists the journal and its published posts', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/<loc>[^<]*\/blogs<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/blogs\/guides\/lighting-a-small-room<\/loc><lastmod>/);
});
