import type { ApiClient } from '@vitrine/contracts/api-client';
import { type ProductReviews, REVIEW_PLUGIN } from '@vitrine/contracts/reviews';
import type { PluginInfo } from '@vitrine/contracts/storefront';

/**
 * The product's first page of reviews and its summary, for the page's Reviews section and its
 * JSON-LD; null while the Review plugin is off or when the call fails (the page then shows no
 * reviews block rather than breaking).
 */
export async function loadProductReviews(api: ApiClient, slug: string, plugins: readonly PluginInfo[]): Promise<ProductReviews | null> {
  if (!slug || !plugins.some((p) => p.module_name === REVIEW_PLUGIN)) return null;
  try {
    const res = await api.getProductReviews({ product_slug: slug, page: 1 });
    return res.body.status === 'success' ? res.body.data : null;
  } catch {
    return null;
  }
}
