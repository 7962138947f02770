import type { ReviewStatus } from '@vitrine/contracts/reviews';

/** The shopper's rating of the checkout experience (migration 016): one per order. */
export interface OrderExperienceRatingsTable {
  id: string;
  order_id: string;
  /** The signed-in owner when it was rated; null for a guest's order. */
  customer_id: string | null;
  rating: number;
  comment: string | null;
  created_at: string;
  updated_at: string;
}

/** Where a review stands: published, pending the owner's approval, or rejected (decisions/028). */
export type { ReviewStatus } from '@vitrine/contracts/reviews';

/** A customer's review of a product they received (migration 016): one per customer and product. */
export interface ProductReviewsTable {
  id: string;
  product_id: string;
  customer_id: string;
  /** The delivered order the review was written from. */
  order_id: string | null;
  rating: number;
  title: string;
  /** Plain text as typed (trimmed): shown escaped, never as HTML. */
  body: string;
  status: ReviewStatus;
  created_at: string;
  updated_at: string;
}

export interface ReviewTables {
  order_experience_ratings: OrderExperienceRatingsTable;
  product_reviews: ProductReviewsTable;
}
