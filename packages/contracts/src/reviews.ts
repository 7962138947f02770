import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from './orders.ts';

// spec §3 "Reviews list" and §7 Reviews rows (fields, rate-product, product-reviews), and the
// owner's moderation (docs/decisions/028-product-reviews.md). No zod here: the product page's
// code imports these; the request schemas are in reviews-inputs.ts.

/** spec §9: the reviews list starts at page 1, 10 reviews a page. */
export const REVIEWS_PER_PAGE = 10;
/** A caller may ask for more a page, up to this (larger values are capped, not refused). */
export const REVIEWS_MAX_PER_PAGE = 50;
/** How deep paging goes (10 000 reviews at 10 a page): keeps OFFSET bounded. */
export const REVIEWS_MAX_PAGE = 1000;
/** The plugin's module name (spec §1). */
export const REVIEW_PLUGIN = 'Review';

export const ReviewMessages = {
  /** spec §5. */
  slugRequired: 'The review lookup needs a product slug',
  productNotFound: 'Product not found',
  listed: 'Reviews',
  fields: 'Review fields',
  /** A new review that waits for the owner's approval (the plugin's `require_approval`). */
  pending: 'Thank you! Your review will appear once it has been approved',
  reviewNotFound: 'Review not found',
  statusChanged: 'Review updated',
  deleted: 'Review deleted',
} as const;

/** Where a review stands: shown ('published'), waiting for the owner ('pending') or hidden ('rejected'). */
export const REVIEW_STATUSES = ['published', 'pending', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** One review as shoppers see it: the author's display name only, never an email or phone. */
export interface PublicReview {
  id: string;
  rating: number;
  title: string;
  body: string;
  /** First name and last initial ('Asha K.'). */
  author: string;
  /** The author received an order holding this product (decision 028). */
  verified_purchase: boolean;
  created_at: string;
  updated_at: string;
}

/** How many published ratings gave each number of stars, 5 down to 1. */
export interface StarCount {
  stars: number;
  count: number;
}

/** The product's published ratings summed up (spec §3 rating_count, total_reviews, overall_rating). */
export interface RatingSummary {
  /** Every published rating, with or without text. */
  rating_count: number;
  /** Published ratings that carry a title or a text: the ones the list shows. */
  total_reviews: number;
  /** Mean stars, one decimal; 0 without ratings. */
  overall_rating: number;
  distribution: StarCount[];
}

/** spec §3 Reviews list response: `reviews` (with `data`) and the summary. */
export interface ProductReviews extends RatingSummary {
  reviews: { data: PublicReview[]; current_page: number; per_page: number; last_page: number; total: number };
  /** Whether another page follows (the "Load more" button). */
  load_more: boolean;
}

/** GET /api/plugins/review/fields: one entry per field of the review form, with its rules. */
export interface ReviewField {
  name: 'rating' | 'title' | 'body';
  label: string;
  type: 'rating' | 'text' | 'textarea';
  required: boolean;
  min?: number;
  max?: number;
  max_length?: number;
}
export interface ReviewFields {
  fields: ReviewField[];
}

export const REVIEW_FIELDS: readonly ReviewField[] = [
  { name: 'rating', label: 'Rating', type: 'rating', required: true, min: 1, max: 5 },
  { name: 'title', label: 'Title', type: 'text', required: false, max_length: REVIEW_TITLE_MAX },
  { name: 'body', label: 'Review', type: 'textarea', required: false, max_length: REVIEW_BODY_MAX },
];

/** Sums star counts into the summary: the mean to one decimal, and every star from 5 to 1 listed. */
export function summariseRatings(counts: readonly StarCount[], totalReviews: number): RatingSummary {
  const byStars = new Map<number, number>();
  for (const { stars, count } of counts) {
    if (Number.isInteger(stars) && stars >= 1 && stars <= 5) byStars.set(stars, (byStars.get(stars) ?? 0) + count);
  }
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: byStars.get(stars) ?? 0 }));
  const ratingCount = distribution.reduce((sum, d) => sum + d.count, 0);
  const starSum = distribution.reduce((sum, d) => sum + d.stars * d.count, 0);
  const overall = ratingCount ? Math.round((starSum / ratingCount) * 10) / 10 : 0;
  return { rating_count: ratingCount, total_reviews: totalReviews, overall_rating: overall, distribution };
}

/** 'Asha K.' from Asha Kapoor; the first name alone without a last name; 'A shopper' without either. */
export function reviewAuthorName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? '').trim().split(/\s+/)[0] ?? '';
  const initial = Array.from((lastName ?? '').trim())[0];
  if (!first) return initial ? `${initial.toUpperCase()}.` : 'A shopper';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

// The owner's moderation (admin API, behind the admin token): inputs in reviews-inputs.ts.

/** A review as the owner sees it: its status, product and author. */
export interface AdminReview {
  id: string;
  status: ReviewStatus;
  rating: number;
  title: string;
  body: string;
  product: { id: string; name: string; slug: string };
  customer: { id: string; name: string; email: string | null };
  created_at: string;
  updated_at: string;
}
export interface AdminReviewPage {
  data: AdminReview[];
  current_page: number;
  per_page: number;
  total: number;
}
