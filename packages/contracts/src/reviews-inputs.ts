import { z } from 'zod';
import { Messages } from './messages.ts';
import { REVIEW_STATUSES, REVIEWS_MAX_PAGE, REVIEWS_MAX_PER_PAGE, REVIEWS_PER_PAGE, ReviewMessages } from './reviews.ts';

// Request schemas of the Reviews routes (spec §7) and the owner's moderation; kept apart from
// reviews.ts so the product page never ships zod.

const pageNumber = z.coerce
  .number({ error: Messages.fieldNotValid })
  .int(Messages.fieldNotValid)
  .min(1, Messages.fieldNotValid)
  .max(REVIEWS_MAX_PAGE, Messages.fieldNotValid)
  .default(1);
const perPage = z.coerce
  .number({ error: Messages.fieldNotValid })
  .int(Messages.fieldNotValid)
  .min(1, Messages.fieldNotValid)
  .default(REVIEWS_PER_PAGE)
  .transform((n) => Math.min(n, REVIEWS_MAX_PER_PAGE));

/** POST /api/plugins/review/product-reviews: the product's slug and the page. */
export const productReviewsSchema = z.object({
  product_slug: z.string({ error: ReviewMessages.slugRequired }).trim().min(1, ReviewMessages.slugRequired).max(200, Messages.maxLength(200)),
  page: pageNumber,
  perPage,
});
export type ProductReviewsBody = z.input<typeof productReviewsSchema>;

/** GET /api/admin/reviews: reviews in one status (all when left out), newest first. */
export const adminReviewListSchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: Messages.fieldNotValid }).optional(),
  page: pageNumber,
});
/** POST /api/admin/reviews/:id/status: approve ('published') or reject. */
export const adminReviewStatusSchema = z.object({ status: z.enum(REVIEW_STATUSES, { error: Messages.fieldNotValid }) });
export const reviewIdParamSchema = z.object({ id: z.string().min(1).max(60) });
