import type { ProductDetail } from '@vitrine/contracts/product';
import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../lib/seo/canonical';
import { breadcrumbJsonLd, plainText, productJsonLd, serialiseJsonLd } from '../../lib/seo/json-ld';
import { seoMeta } from '../../lib/seo/seo-meta';
import { robotsTxt, sitemapUrls, sitemapXml } from './sitemap-xml';

const origin = 'https://shop.example';

describe('canonicalUrl', () => {
  it('drops the query except the kept parameters, and trailing slashes', () => {
    expect(canonicalUrl(origin, '/product/oak-tray/?sku=OT-1&utm_source=x&sort=price')).toBe('https://shop.example/product/oak-tray');
    expect(canonicalUrl(`${origin}/`, '/product/oak-tray?utm=1&sku=OT-1', ['sku'])).toBe('https://shop.example/product/oak-tray?sku=OT-1');
    expect(canonicalUrl(origin, '/')).toBe('https://shop.example/');
    expect(canonicalUrl(origin, '//evil.example/x')).toBe('https://shop.example/x');
    expect(canonicalUrl(origin, '/shop-online?page=2&b=1&page=', ['page'])).toBe('https://shop.example/shop-online?page=2');
  });
});

describe('seoMeta', () => {
  it('gives title, description, canonical, Open Graph and a large Twitter card with an image', () => {
    const tags = seoMeta({
      title: 'Oak tray | Vitrine',
      description: 'A tray',
      canonical: `${origin}/product/oak-tray`,
      image: { url: '/media/products/oak-tray.svg', width: 800, height: 800, alt: 'Oak tray' },
      type: 'product',
      siteName: 'Vitrine',
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'Oak tray | Vitrine' },
        { name: 'description', content: 'A tray' },
        { tagName: 'link', rel: 'canonical', href: `${origin}/product/oak-tray` },
        { property: 'og:type', content: 'product' },
        { property: 'og:site_name', content: 'Vitrine' },
        { property: 'og:url', content: `${origin}/product/oak-tray` },
        { property: 'og:image', content: `${origin}/img/1200/products/oak-tray.svg` },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
  });

  it('uses a summary card and no description tags without them', () => {
    const tags = seoMeta({ title: 'Home', canonical: `${origin}/` });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(tags.some((t) => 'name' in t && t.name === 'description')).toBe(false);
    expect(tags.some((t) => 'property' in t && t.property === 'og:image')).toBe(false);
  });
});

const product = {
  id: 'prd_1',
  name: 'Oak </script><script>alert(1)</script> tray',
  slug: 'oak-tray',
  description: '<p>Solid oak &amp; linseed oil.</p>',
  brand: { name: 'Woodland', slug: 'woodland' },
  category: { name: 'Trays', slug: 'trays', path: [] },
  channel: { sku: 'OT-1', selling_price: 129900, mrp: 149900, currency: 'INR' },
  base_image: { url: '/media/products/oak-tray.svg', width: 800, height: 800, alt: '' },
  images: [],
  social_sharing_image: null,
  meta: { meta_title: null, meta_description: null },
  variants: [
    { id: 'v1', sku: 'OT-1', selling_price: 129900, mrp: 149900, stock: 0, in_stock: false, options: {}, image: null },
    { id: 'v2', sku: 'OT-2', selling_price: 139950, mrp: 149900, stock: 3, in_stock: true, options: {}, image: null },
  ],
  selected_sku: 'OT-2',
  rating: null,
} as unknown as ProductDetail;

describe('JSON-LD', () => {
  it('describes the product with the selected variant’s offer', () => {
    const url = `${origin}/product/oak-tray?sku=OT-2`;
    const ld = productJsonLd(product, url, origin);
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'OT-2',
      brand: { '@type': 'Brand', name: 'Woodland' },
      image: [`${origin}/img/1200/products/oak-tray.svg`],
      description: 'Solid oak & linseed oil.',
      offers: { '@type': 'Offer', price: '1399.50', priceCurrency: 'INR', availability: 'https://schema.org/InStock', url },
    });
    const outOfStock = productJsonLd({ ...product, selected_sku: 'OT-1' }, url, origin);
    expect(outOfStock.offers).toMatchObject({ price: '1299.00', availability: 'https://schema.org/OutOfStock' });
  });

  it('lists breadcrumbs from position 1 with absolute links', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Trays', path: '/product-category/trays' },
        { name: 'Oak tray', path: null },
      ],
      origin,
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Trays', item: `${origin}/product-category/trays` },
      { '@type': 'ListItem', position: 3, name: 'Oak tray' },
    ]);
  });

  it('escapes text so it cannot close the script element', () => {
    const json = serialiseJsonLd(productJsonLd(product, `${origin}/product/oak-tray`, origin));
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe(product.name);
    expect(serialiseJsonLd({ a: 'x\u2028y & z' })).toBe('{"a":"x\\u2028y \\u0026 z"}');
    expect(plainText('<p>a</p><p>b&nbsp;c</p>')).toBe('a b c');
  });
});

describe('sitemap.xml and robots.txt', () => {
  const data = {
    pages: [
      { slug: 'home', updated_at: '2024-05-01T10:00:00.000Z' },
      { slug: 'about-us', updated_at: '2024-05-02T10:00:00.000Z' },
    ],
    products: [
      { slug: 'oak-tray', updated_at: '2024-06-01T00:00:00.000Z' },
      { slug: 'a&b', updated_at: 'garbage' },
    ],
    categories: [
      { slug: 'kitchen', path: ['kitchen'], updated_at: null },
      { slug: 'trays', path: ['kitchen', 'trays'], updated_at: null },
    ],
    collections: [{ slug: 'best-sellers', updated_at: null }],
    blog_posts: [{ slug: 'guides/lighting-a-small-room', updated_at: '2024-07-01T00:00:00.000Z' }],
    truncated: false,
  };

  it('lists home, pages, shop-all, categories, collections, products and the journal with lastmod', () => {
    const xml = sitemapXml(origin, sitemapUrls(data));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${origin}/`,
      `${origin}/about-us`,
      `${origin}/shop-online`,
      `${origin}/product-category/kitchen`,
      // A subcategory at its canonical URL (parent/child), not the bare slug the page also answers.
      `${origin}/product-category/kitchen/trays`,
      `${origin}/product-collection/best-sellers`,
      `${origin}/product/oak-tray`,
      `${origin}/product/a%26b`,
      `${origin}/blogs`,
      // A post slug of two segments keeps its '/'.
      `${origin}/blogs/guides/lighting-a-small-room`,
    ]);
    expect(xml).toContain(`<url><loc>${origin}/product/oak-tray</loc><lastmod>2024-06-01T00:00:00.000Z</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${origin}/product/a%26b</loc></url>`); // a damaged date is left out
  });

  it('robots.txt follows enable_indexing', () => {
    expect(robotsTxt(origin, true)).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
    expect(robotsTxt(origin, false)).toBe('User-agent: *\nDisallow: /\n');
  });
});
