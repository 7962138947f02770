// What crawlers and browsers fetch besides pages: robots.txt following the shop's state, the
// sitemap, and the image-optimisation path that only serves the shop's own images (issue 3 SEO
// and Images; spec §7, §9).
import http from 'node:http';
import { adminUpdateStorefront } from './support/admin.ts';
import { productCards } from './support/catalog.ts';
import { BASE_URL, EXTERNAL_BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

/** A GET with headers a browser would never let a page set (a forged Host). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(path, BASE_URL);
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const body = await response.text();
  expect(body).toMatch(/^User-agent: \*$/m);
  expect(body).toMatch(/^Allow: \/$/m);
  expect(body).not.toMatch(/^Disallow: \/$/m);
  expect(body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('robots.txt disallows everything while the shop is Coming Soon, without redirecting', async ({ request }) => {
  await adminUpdateStorefront(request, { mode: 'Coming Soon' });
  const response = await request.get('/robots.txt', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toMatch(/^Disallow: \/$/m);
  expect(body).not.toMatch(/^Allow:/m);
  expect(body).not.toMatch(/^Sitemap:/m);
});

test('sitemap.xml lists products and categories, not unpublished products', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(locs).toContain('/product/block-print-cushion-cover');
  expect(locs).toContain('/product/cafe-ceramic-mug');
  expect(locs).toContain('/product-category/living');
  // A subcategory at its canonical URL only (issue 13: the sitemap listed the bare slug).
  expect(locs).toContain('/product-category/living/lighting');
  expect(locs).not.toContain('/product-category/lighting');
  expect(locs.filter((path) => path.startsWith('/product/')).length).toBeGreaterThanOrEqual(65);
  expect(locs).not.toContain('/product/prototype-lamp-unreleased');
  expect(new Set(locs).size).toBe(locs.length);
});

test('product images are served as webp at the width asked for', async ({ page }) => {
  // The optimiser's URLs name the path under /media/: /media/products/x.svg -> /img/400/products/x.svg.
  const response = await page.request.get('/img/400/products/block-print-cushion-cover.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
  const bytes = await response.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

  // Cards use the path too, with their size set (no layout shift); the browser decodes 400 px.
  await page.goto('/shop-online');
  const image = productCards(page).first().getByRole('img');
  await expect(image).toHaveAttribute('src', /^\/img\/\d+\/products\//);
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  const naturalWidth = await page.evaluate(async () => {
    const img = new Image();
    img.src = '/img/400/products/block-print-cushion-cover.svg';
    await img.decode();
    return img.naturalWidth;
  });
  expect(naturalWidth).toBe(400);
});

test('the image path refuses anything outside the shop media', async ({ request }) => {
  for (const path of ['/img/400/..%2f..%2fetc%2fpasswd', '/img/400/products/..%2f..%2f..%2fetc%2fpasswd', '/img/400/%2fetc%2fpasswd']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
    expect(await response.text(), path).not.toContain('root:');
  }
});

// issue 9: links are built from PUBLIC_URL (the e2e server sets it to BASE_URL), never from Host.
test('sitemap, robots.txt and canonical links name the configured origin whatever Host says', async ({ request }) => {
  const configured = (await (await request.get('/api/base/host')).json()).data.url as string;
  if (!EXTERNAL_BASE_URL) expect(configured).toBe(new URL(BASE_URL).origin);
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  const sitemap = await rawGet('/sitemap.xml', forged);
  expect(sitemap.status).toBe(200);
  const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.length).toBeGreaterThan(10);
  for (const loc of locs) expect(loc.startsWith(`${configured}/`), loc).toBe(true);
  expect(sitemap.body).not.toContain('evil.example');

  const robots = await rawGet('/robots.txt', forged);
  expect(robots.body).toContain(`Sitemap: ${configured}/sitemap.xml`);
  expect(robots.body).not.toContain('evil.example');

  for (const path of ['/product/block-print-cushion-cover', '/product-category/living', '/']) {
    const page = await rawGet(path, forged);
    expect(page.status, path).toBe(200);
    expect(page.body, path).not.toContain('evil.example');
    if (path !== '/') expect(page.body, path).toContain(`<link rel="canonical" href="${configured}${path}"/>`);
  }
});

test('pages, assets and media carry nosniff, a referrer policy and a framing policy', async ({ request }) => {
  const page = await request.get('/product/block-print-cushion-cover');
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toMatch(/(^|; )frame-ancestors 'self'$/);
  // A fresh page allows its scripts by nonce, a cached one by hash (decisions/031).
  expect(headers['content-security-policy']).toMatch(/script-src 'self' '(nonce|sha256)-/);

  const asset = /\/assets\/[^"'\s]+\.js/.exec(await page.text())?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!);
  expect(script.status()).toBe(200);
  expect(script.headers()).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });

  // An SVG opened directly runs no script: the media policy sandboxes it.
  const svg = await request.get('/media/products/block-print-cushion-cover.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['x-content-type-options']).toBe('nosniff');
  expect(svg.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
});
