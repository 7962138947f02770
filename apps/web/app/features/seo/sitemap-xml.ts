import { blogPostPath } from '@vitrine/contracts/blog';
import { categoryUrl } from '@vitrine/contracts/category-url';
import type { SitemapData, SitemapEntry } from '@vitrine/contracts/seo';

// sitemap.xml and robots.txt bodies (pure; the resource routes fetch the data and set headers).

export interface SitemapUrl {
  path: string; // site path, e.g. /product/oak-tray
  lastmod?: string | null; // ISO-8601
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const byEntry =
  (prefix: string) =>
  (e: SitemapEntry): SitemapUrl => ({ path: `${prefix}${encodeURIComponent(e.slug)}`, lastmod: e.updated_at });

/**
 * Every public URL of the shop: home, content pages, the shop-all listing, categories,
 * collections, products, the journal (/blogs) and its published posts.
 */
export function sitemapUrls(data: SitemapData): SitemapUrl[] {
  const home = data.pages.find((p) => p.slug === 'home');
  return [
    { path: '/', lastmod: home?.updated_at },
    ...data.pages.filter((p) => p.slug !== 'home').map(byEntry('/')),
    { path: '/shop-online' },
    // At the canonical URL the listing names (/product-category/kitchen/cookware), not the bare slug.
    ...data.categories.map((c) => ({
      path: categoryUrl(c.path?.length ? c.path : [c.slug]),
      lastmod: c.updated_at,
    })),
    ...data.collections.map(byEntry('/product-collection/')),
    ...data.products.map(byEntry('/product/')),
    { path: '/blogs', lastmod: data.blog_posts?.[0]?.updated_at },
    ...(data.blog_posts ?? []).map((p) => ({ path: blogPostPath(p.slug), lastmod: p.updated_at })),
  ];
}

/** W3C date-time as the sitemap protocol wants it, or null for a missing or damaged value. */
export function sitemapDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  const base = origin.replace(/\/+$/, '');
  const lines = urls.map(({ path, lastmod }) => {
    const date = sitemapDate(lastmod);
    return `<url><loc>${escapeXml(base + path)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...lines, '</urlset>', ''].join('\n');
}

/** robots.txt following the storefront's enable_indexing: crawl everything but the API, or nothing. */
export function robotsTxt(origin: string, indexing: boolean): string {
  if (!indexing) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml\n`;
}
