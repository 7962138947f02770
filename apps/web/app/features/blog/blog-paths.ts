import { BLOG_MAX_PAGE } from '@vitrine/contracts/blog';

// /blogs list URLs: ?page= (from 2) and ?category=, so paging and filters work without JavaScript.

export const BLOG_LIST_PATH = '/blogs';

/** /blogs, /blogs?page=2, /blogs?category=guides&page=2. */
export function blogListPath(page: number, category: string | null): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${BLOG_LIST_PATH}?${query}` : BLOG_LIST_PATH;
}

/** The page number of ?page=, or null when it is not a whole number from 1 to BLOG_MAX_PAGE (a 404). */
export function parseBlogPage(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(value)) return null;
  const page = Number(value);
  return page <= BLOG_MAX_PAGE ? page : null;
}

/** The post slug of a /blogs/{slug...} splat: its segments decoded, empty ones dropped. */
export function postSlugFromSplat(splat: string | undefined): string {
  const segments = (splat ?? '').split('/').filter(Boolean);
  try {
    return segments.map(decodeURIComponent).join('/');
  } catch {
    return '';
  }
}
