import type { ItemRating } from '@vitrine/contracts/orders';
import type { ProductReviews } from '@vitrine/contracts/reviews';
import { type ApiResult, runCall } from '../../lib/api-result';
import { loadBrowserApi } from '../../lib/lazy-call';

/** The Reviews section's calls from the browser (Load more, Write a review), as results. */
export const reviewActions = {
  getPage: (productSlug: string, page: number): Promise<ApiResult<ProductReviews>> =>
    runCall(async () => (await loadBrowserApi()).getProductReviews({ product_slug: productSlug, page })),
  rate: (body: { product_id: string; rating: number; title: string; body: string }): Promise<ApiResult<ItemRating>> =>
    runCall(async () => (await loadBrowserApi()).rateProduct(body)),
};
