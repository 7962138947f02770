import { optimisedImageUrl } from '@vitrine/contracts/images';

// Absolute URLs for canonical links, Open Graph, JSON-LD and the sitemap. Pure: the origin comes
// from the loader (shopOrigin in lib/seo/shop-origin.ts) so meta functions run the same in the browser.

/**
 * The canonical URL of `path` (a path, with or without a query): trailing slashes dropped and
 * only the query parameters named in `keepParams` kept, in that order (e.g. ['sku'] on a
 * product, ['page'] on a listing); filters, sorts and tracking parameters are dropped.
 */
export function canonicalUrl(origin: string, path: string, keepParams: readonly string[] = []): string {
  const base = origin.replace(/\/+$/, '');
  const parsed = new URL(path, `${base}/`);
  const pathname = parsed.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
  const kept = new URLSearchParams();
  for (const name of keepParams) {
    for (const value of parsed.searchParams.getAll(name)) if (value !== '') kept.append(name, value);
  }
  const query = kept.toString();
  return `${base}${pathname}${query ? `?${query}` : ''}`;
}

/** An absolute URL for a site path or an already absolute URL. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, '')}/`).toString();
}

/** Social and search previews want a raster 1200 px wide: /media/ images go through the optimiser. */
export const SHARE_IMAGE_WIDTH = 1200;

export function shareImageUrl(origin: string, src: string): string {
  return absoluteUrl(origin, optimisedImageUrl(src, SHARE_IMAGE_WIDTH));
}
