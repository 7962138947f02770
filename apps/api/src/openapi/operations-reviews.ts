import { adminReviewListSchema, adminReviewStatusSchema, productReviewsSchema, reviewIdParamSchema } from '@vitrine/contracts/reviews-inputs';
import type { Operation } from './operation.ts';

// spec §7 Reviews rows and the owner's moderation (issue 15; docs/api.md "Reviews",
// decisions/028). rate-product sits with the order routes (operations-orders.ts).
const admin = { tag: 'admin', access: 'admin', open: true } as const;
const inactive = 'A 404 while the Review plugin is off.';

export const reviewOperations: Operation[] = [
  {
    method: 'GET',
    path: '/api/plugins/review/fields',
    tag: 'reviews',
    access: 'public',
    summary: "The review form's fields with their rules",
    data: '`ReviewFields` { fields: [{ name, label, type, required, min?, max?, max_length? }] }',
    notes: inactive,
    extraErrors: [404],
  },
  {
    method: 'POST',
    path: '/api/plugins/review/product-reviews',
    tag: 'reviews',
    access: 'public',
    summary: "A product's published reviews, newest first, one page, with the rating summary",
    body: productReviewsSchema,
    data: '`ProductReviews` { reviews: { data: PublicReview[], current_page, per_page, last_page, total }, rating_count, total_reviews, overall_rating, distribution, load_more }',
    notes: `product_slug is required ('The review lookup needs a product slug'); perPage defaults to 10 and is capped at 50; an unknown product is a 404. ${inactive}`,
    extraErrors: [404],
  },
  {
    ...admin,
    method: 'GET',
    path: '/api/admin/reviews',
    summary: 'Reviews in one status (or all), newest first, 20 a page',
    query: adminReviewListSchema,
    data: '`AdminReviewPage` { data: AdminReview[], current_page, per_page, total }',
  },
  {
    ...admin,
    method: 'POST',
    path: '/api/admin/reviews/:id/status',
    summary: 'Approves (published), holds (pending) or rejects a review',
    params: reviewIdParamSchema,
    body: adminReviewStatusSchema,
    data: '{ id, status }',
    notes: "The product's cached page is forgotten. Unknown id 404.",
    extraErrors: [404],
  },
  {
    ...admin,
    method: 'DELETE',
    path: '/api/admin/reviews/:id',
    summary: 'Deletes a review (its customer may then write a new one)',
    params: reviewIdParamSchema,
    data: '{ id }',
    notes: 'Unknown id 404.',
    extraErrors: [404],
  },
];
