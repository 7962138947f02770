import type { ItemRating } from '@vitrine/contracts/orders';
import type { ProductReviews } from '@vitrine/contracts/reviews';
import { type ApiResult, runCall } from '../../lib/api-result';
import { browserApi } from '../../lib/browser-api';

/** The Reviews section's calls from the browser (Load more, Write a review), as results. */
export const reviewActions = {
  getPage: (productSlug: string, page: number): Promise<ApiResult<ProductReviews>> =>
    runCall(() => browserApi().getProductReviews({ product_slug: productSlug, page })),
  rate: (body: { product_id: string; rating: number; title: string; body: string }): Promise<ApiResult<ItemRating>> =>
    runCall(() => browserApi().rateProduct(body)),
};
