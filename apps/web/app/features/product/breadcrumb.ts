import type { ProductDetail } from '@vitrine/contracts/product';

export interface Crumb {
  name: string;
  /** Site path; the last crumb (the product) has none: it is the current page. */
  path: string | null;
}

/**
 * Home › category ancestors › category › product. Category links nest their slugs
 * (/product-category/living/cushions-throws); the listing resolves the last segment.
 */
export function productBreadcrumb(product: Pick<ProductDetail, 'name' | 'category'>): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  const category = product.category;
  if (category) {
    // The API's path may or may not end with the category itself; either way it appears once.
    const trail = category.path.filter((c) => c.slug !== category.slug);
    trail.push({ name: category.name, slug: category.slug });
    const slugs: string[] = [];
    for (const c of trail) {
      slugs.push(encodeURIComponent(c.slug));
      crumbs.push({ name: c.name, path: `/product-category/${slugs.join('/')}` });
    }
  }
  crumbs.push({ name: product.name, path: null });
  return crumbs;
}
