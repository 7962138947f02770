import { z } from 'zod';
import { cartFieldsSchema } from './cart-inputs.ts';
import { Messages } from './messages.ts';
import { RATING_COMMENT_MAX, REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from './orders.ts';

// spec §7 Checkout and Orders request bodies.

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false'])], { error: Messages.fieldNotValid })
  .transform((v) => v === true || v === 1 || v === 'true');

/**
 * POST /api/checkout/place-order: the cart (cookie or cart_session), the terms' checkbox, and the
 * grand total (minor units) the shopper confirmed: a cart that now costs anything else is not placed
 * (409 'Prices have changed, please review your order', with the new cart).
 */
export const placeOrderSchema = cartFieldsSchema.extend({
  accept_tnc: flag.optional(),
  confirmed_total: z.number({ error: Messages.fieldRequired }).int(Messages.fieldNotValid).min(0, Messages.fieldNotValid).max(1e12, Messages.fieldNotValid),
});

/** An order named by its id or number, with the guest's token when there is no session. */
export const orderRefSchema = z.object({
  order_id: z.string({ error: Messages.fieldRequired }).trim().min(1, Messages.fieldRequired).max(60, Messages.maxLength(60)),
  token: z.string().trim().max(200).optional(),
});

/** PUT /api/orders/cancel. */
export const cancelOrderSchema = orderRefSchema.extend({
  reason: z.string({ error: Messages.fieldNotValid }).trim().max(500, Messages.maxLength(500)).optional(),
});

/** GET /api/orders/get. */
export const ordersPageSchema = z.object({
  page: z.coerce
    .number({ error: Messages.fieldNotValid })
    .int(Messages.fieldNotValid)
    .min(1, Messages.fieldNotValid)
    .max(1000, Messages.fieldNotValid)
    .default(1),
});

/** A star rating: a whole number of stars, 1 to 5 (a JSON number: `true` or '4' is not a rating). */
const stars = z.number({ error: Messages.fieldNotValid }).int(Messages.fieldNotValid).min(1, Messages.fieldNotValid).max(5, Messages.fieldNotValid);

/** POST /api/checkout/rate-experience: the order (and a guest's token), stars and an optional comment. */
export const rateExperienceSchema = orderRefSchema.extend({
  rating: stars,
  comment: z.string({ error: Messages.fieldNotValid }).trim().max(RATING_COMMENT_MAX, Messages.maxLength(RATING_COMMENT_MAX)).optional(),
});

/** POST /api/plugins/review/rate-product: a product the customer received (from `order_id` when given). */
export const rateProductSchema = z.object({
  product_id: z.string({ error: Messages.fieldRequired }).trim().min(1, Messages.fieldRequired).max(60, Messages.maxLength(60)),
  order_id: z.string({ error: Messages.fieldNotValid }).trim().min(1, Messages.fieldNotValid).max(60, Messages.maxLength(60)).optional(),
  rating: stars,
  title: z.string({ error: Messages.fieldNotValid }).trim().max(REVIEW_TITLE_MAX, Messages.maxLength(REVIEW_TITLE_MAX)).default(''),
  body: z.string({ error: Messages.fieldNotValid }).trim().max(REVIEW_BODY_MAX, Messages.maxLength(REVIEW_BODY_MAX)).default(''),
});
