import { z } from 'zod';
import { cartFieldsSchema } from './cart-inputs.ts';
import { Messages } from './messages.ts';

// spec §7 Checkout and Orders request bodies.

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false'])], { error: Messages.fieldNotValid })
  .transform((v) => v === true || v === 1 || v === 'true');

/** POST /api/checkout/place-order: the cart (cookie or cart_session) and the terms' checkbox. */
export const placeOrderSchema = cartFieldsSchema.extend({ accept_tnc: flag.optional() });

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
