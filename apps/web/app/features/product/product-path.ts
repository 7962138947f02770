/** spec §2 slug resolution for /product/{slug...}: the product is the last path segment. */
export function productSlugFromSplat(splat: string | undefined): string {
  const segments = (splat ?? '').split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The product's own URL path (canonical: no query, so every variant shares it). */
export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

/**
 * Choosing a variant only changes ?sku=: the page already holds every variant, so the product
 * loader need not run again (other query changes, and form submissions, still revalidate).
 */
export function onlySkuChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  if (current.searchParams.get('sku') === next.searchParams.get('sku')) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('sku');
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}
