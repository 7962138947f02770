// spec §2 "Slug resolution for page retrieval".
const FIXED_SLUGS: ReadonlyArray<readonly [prefix: string, slug: string]> = [
  ['/cart', 'cart'],
  ['/shop-online', 'shop-online'],
  ['/blogs', 'blogs'],
  ['/checkout-complete', 'checkout-complete'],
  ['/checkout-failed', 'checkout-failed'],
  ['/checkout', 'checkout'],
  ['/track-order', 'track-order'],
  ['/account', 'account'],
];

function matchesPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The slug used to fetch the page for a storefront path; 'home' for '/'. */
export function resolvePageSlug(pathname: string, search = ''): string {
  const path = normalisePath(pathname);
  for (const [prefix, slug] of FIXED_SLUGS) {
    if (matchesPrefix(path, prefix)) return slug;
  }
  if (matchesPrefix(path, '/product')) {
    const sku = new URLSearchParams(search).get('sku');
    if (sku) return sku;
  }
  const segments = path.split('/').filter(Boolean);
  return segments.length ? decodeSegment(segments[segments.length - 1]) : 'home';
}

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Body class of spec §1: page--{slug}, defaulting to home. */
export function bodyClassFor(slug: string | null | undefined): string {
  const safe = (slug || 'home').toLowerCase().replace(/[^a-z0-9_-]+/g, '-');
  return `page--${safe || 'home'}`;
}

/** Page types for system paths; anything else is a content page. */
export function pageTypeForPath(pathname: string): string {
  const path = normalisePath(pathname);
  if (path === '/') return 'home';
  const systemTypes: ReadonlyArray<readonly [string, string]> = [
    ['/product-category', 'category'],
    ['/product-collection', 'collection'],
    ['/product', 'product'],
    ['/shop-online', 'shop'],
    ['/blogs', 'blog'],
    ['/cart', 'cart'],
    ['/checkout-complete', 'checkout-complete'],
    ['/checkout-failed', 'checkout-failed'],
    ['/checkout', 'checkout'],
    ['/track-order', 'track-order'],
    ['/account', 'account'],
  ];
  for (const [prefix, type] of systemTypes) if (matchesPrefix(path, prefix)) return type;
  return 'page';
}
