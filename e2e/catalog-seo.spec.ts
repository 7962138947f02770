// What crawlers and browsers fetch besides pages: robots.txt following the shop's state, the
// sitemap, and the image-optimisation path that only serves the shop's own images (issue 3 SEO
// and Images; spec §7, §9).
import { adminUpdateStorefront } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { productCards } from './support/catalog.ts';

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
  expect(locs).toContain('/product-category/lighting');
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
