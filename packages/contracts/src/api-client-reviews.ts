import type { ApiCall } from './api-transport.ts';
import type { ProductReviews, ReviewFields } from './reviews.ts';

// spec §7 Reviews rows (rate-product is with the order calls: the order page rates products too).

export function reviewCalls(call: ApiCall) {
  return {
    getReviewFields: () => call<ReviewFields>({ method: 'GET', path: '/api/plugins/review/fields' }),
    getProductReviews: (body: { product_slug: string; page?: number; perPage?: number }) =>
      call<ProductReviews>({ method: 'POST', path: '/api/plugins/review/product-reviews', body }),
  };
}
