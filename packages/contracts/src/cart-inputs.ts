import { z } from 'zod';
import { CART_CUSTOM_TEXT_MAX, CART_LINE_MAX_QUANTITY, CART_SESSION_ID_PATTERN } from './cart.ts';
import { Messages } from './messages.ts';

// spec §7 Cart request bodies and queries. Every cart call may carry the cart fields api_cart and
// cart_session (spec §3 cart cookie); the server keys the cart by the cookie and refuses a
// cart_session that names another cart.

export const CartInputMessages = {
  quantity: `Quantity must be a whole number from 1 to ${CART_LINE_MAX_QUANTITY}`,
  cartSession: 'This cart session is not valid',
} as const;

const missingOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? Messages.fieldRequired : Messages.fieldNotValid);

/** api_cart and cart_session, in a query or a body. */
export const cartFieldsSchema = z.object({
  api_cart: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: Messages.fieldNotValid }).optional(),
  cart_session: z.string({ error: CartInputMessages.cartSession }).regex(CART_SESSION_ID_PATTERN, CartInputMessages.cartSession).nullish().or(z.literal('')),
});
export type CartFields = z.input<typeof cartFieldsSchema>;

const idSchema = z
  .union([z.string(), z.number().int()], { error: missingOrInvalid })
  .transform(String)
  .pipe(z.string().trim().min(1, Messages.fieldRequired).max(200, Messages.maxLength(200)));

/** A whole number of units within 1..CART_LINE_MAX_QUANTITY; "2" from a form is read as 2. */
export const quantitySchema = z
  .union([z.number(), z.string().regex(/^\d{1,4}$/, CartInputMessages.quantity)], {
    error: (issue) => (issue.input === undefined ? Messages.fieldRequired : CartInputMessages.quantity),
  })
  .transform(Number)
  .pipe(z.number().int(CartInputMessages.quantity).min(1, CartInputMessages.quantity).max(CART_LINE_MAX_QUANTITY, CartInputMessages.quantity));

/** spec §7 add-item `additonal_data` (spelled as in the spec): the line's personalisation. */
export const additonalDataSchema = z
  .object({
    custom_text: z.string({ error: Messages.fieldNotValid }).trim().max(CART_CUSTOM_TEXT_MAX, Messages.maxLength(CART_CUSTOM_TEXT_MAX)).nullish(),
    image_path: z
      .string({ error: Messages.fieldNotValid })
      .regex(/^\/media\/uploads\/customisation\/[A-Za-z0-9-]{8,64}\.webp$/, Messages.fieldNotValid)
      .nullish(),
  })
  .transform((d) => ({ custom_text: d.custom_text || null, image_path: d.image_path || null }));

/** POST /api/cart/add-item: a variant's id (or a product's id or slug: its default variant). */
export const addItemSchema = cartFieldsSchema.extend({
  product_id: idSchema,
  quantity: quantitySchema.default(1),
  additonal_data: additonalDataSchema.nullish(),
});
export type AddItemBody = z.input<typeof addItemSchema>;

/** Names a line: its item_id, or the variant's product_id (the unpersonalised line first). */
export const cartLineSchema = cartFieldsSchema
  .extend({ item_id: idSchema.optional(), product_id: idSchema.optional() })
  .refine((v) => v.item_id !== undefined || v.product_id !== undefined, { message: Messages.fieldRequired, path: ['product_id'] });

/** PUT /api/cart/update-qty: the line and its new quantity. */
export const updateQtySchema = cartFieldsSchema
  .extend({ item_id: idSchema.optional(), product_id: idSchema.optional(), quantity: quantitySchema })
  .refine((v) => v.item_id !== undefined || v.product_id !== undefined, { message: Messages.fieldRequired, path: ['product_id'] });
export type UpdateQtyBody = z.input<typeof updateQtySchema>;

/** POST /api/cart/coupons/apply: the typed code (`coupon`, or `code`). */
export const applyCouponSchema = cartFieldsSchema
  .extend({
    coupon: z.string({ error: missingOrInvalid }).trim().min(1, Messages.fieldRequired).max(50, Messages.maxLength(50)).optional(),
    code: z.string({ error: missingOrInvalid }).trim().min(1, Messages.fieldRequired).max(50, Messages.maxLength(50)).optional(),
  })
  .transform(({ code, coupon, ...rest }) => ({ ...rest, coupon: coupon ?? code }))
  .refine((v) => v.coupon !== undefined, { message: Messages.fieldRequired, path: ['coupon'] });

const codeSchema = z.string({ error: missingOrInvalid }).trim().min(1, Messages.fieldRequired).max(60, Messages.maxLength(60));

/** PUT /api/cart/update-shipping-mode. */
export const shippingModeSchema = cartFieldsSchema.extend({ shipping_method: codeSchema });
/** PUT /api/cart/update-payment-mode. */
export const paymentModeSchema = cartFieldsSchema.extend({ payment_method: codeSchema });

const phoneSchema = z
  .string({ error: Messages.fieldNotValid })
  .trim()
  .regex(/^\d{10}$/, 'Invalid phone number');
const emailSchema = z.string({ error: Messages.fieldNotValid }).trim().max(254, Messages.maxLength(254)).email('The value must be an valid email address');

/** PUT /api/cart/update-contact: phone and email for the order (either may be cleared with null). */
export const contactSchema = cartFieldsSchema.extend({
  phone: phoneSchema.nullish().or(z.literal('')),
  email: emailSchema.nullish().or(z.literal('')),
});

/** PUT /api/cart/update: several cart fields at once. */
export const cartUpdateSchema = contactSchema.extend({
  shipping_method: codeSchema.nullish(),
  payment_method: codeSchema.nullish(),
});

/** PUT /api/cart/update-address: the fixed keys the address module checks, plus where it came from. */
export const cartAddressExtrasSchema = z.object({
  address_id: z.string().trim().max(80).nullish(),
  /** With a shipping address: use it as the billing address too. */
  billing_same_as_shipping: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .transform(Boolean)
    .optional(),
});

/** POST /api/plugins/AbandonedCart: the signed token of a restore link. */
export const abandonedCartRestoreSchema = z.object({ token: z.string().trim().min(10).max(400) });
