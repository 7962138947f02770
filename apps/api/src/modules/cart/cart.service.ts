import { type Cart, CartMessages, type CouponOffer, lineMaxQuantity, MAX_CART_LINES } from '@vitrine/contracts/cart';
import type { addItemSchema, cartLineSchema, updateQtySchema } from '@vitrine/contracts/cart-inputs';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/foreign-key-violation.ts';
import { monotonicNow } from '../../lib/monotonic-clock.ts';
import type { Client } from '../auth/client.ts';
import { checkCoupon, findCouponByCode, listCouponOffers } from '../coupons/coupons.service.ts';
import { isRecordedUpload, keepUploads } from '../uploads/uploads.service.ts';
import * as repo from './cart.repository.ts';
import { cartExpiry, lineKeyOf } from './cart-pricing.ts';
import { type CartAccess, type CartCookie, newCartId, openCart } from './cart-session.ts';
import { buildCart } from './cart-view.ts';

// spec §7 Cart: every answer is the whole cart, worked out afresh from the catalog (cart-view.ts).
// Services take the Client and hand back the cart plus what to do with the cart cookie.

export interface CartAnswer<T = Cart> {
  data: T;
  cookie: CartCookie | null;
  message: string;
}

type CartFields = { cart_session?: string | null };

const emptyCartError = () => badRequest(CartMessages.empty);

async function answer(db: Db, access: CartAccess, message = ''): Promise<CartAnswer> {
  const row = access.row ? await repo.findCart(db.kysely, access.row.id) : undefined;
  return { data: (await buildCart(db, row)).cart, cookie: access.cookie, message };
}

/** A change was made: the cart lives cart_expire_days from now, and so do the pictures its lines hold. */
async function touch(db: Db, access: CartAccess, now = new Date()): Promise<void> {
  if (!access.row) return;
  const expiresAt = cartExpiry(now, access.expireDays);
  await repo.updateCart(db.kysely, access.row.id, { updated_at: now.toISOString(), expires_at: expiresAt });
  const pictures = (await repo.findCartItems(db.kysely, access.row.id)).flatMap((i) => (i.image_path ? [i.image_path] : []));
  if (pictures.length) await keepUploads(db, pictures, new Date(expiresAt));
}

function limitMessage(stock: number, maxPerOrder: number | null, max: number): string {
  if (max === 0) return CartMessages.soldOut;
  return maxPerOrder !== null && maxPerOrder === max && maxPerOrder < stock ? CartMessages.perOrderLimit(max) : CartMessages.onlyLeft(max);
}

export async function getCart(db: Db, client: Client, fields: CartFields): Promise<CartAnswer> {
  return answer(db, await openCart(db, client, fields.cart_session, { create: false }));
}

export async function addItem(db: Db, client: Client, body: z.infer<typeof addItemSchema>): Promise<CartAnswer> {
  const variant = await repo.findVariantByKey(db.kysely, body.product_id);
  if (!variant || Number(variant.is_published) !== 1) throw notFound(CartMessages.productNotFound);
  const stock = Number(variant.stock);
  const maxPerOrder = variant.max_per_order === null ? null : Number(variant.max_per_order);
  const max = lineMaxQuantity(stock, maxPerOrder);
  if (max === 0) throw badRequest(CartMessages.soldOut);
  const customText = body.additonal_data?.custom_text ?? null;
  const imagePath = body.additonal_data?.image_path ?? null;
  if (imagePath && !(await isRecordedUpload(db, imagePath))) throw badRequest(CartMessages.uploadNotFound);

  try {
    return await addToCart(db, client, body, { variant, stock, maxPerOrder, max, customText, imagePath });
  } catch (error) {
    // The cart became an order while the line was added (place-order closed it): the line starts a
    // new cart, as it would a moment later (issue 29: it answered 500).
    if (!isForeignKeyViolation(error)) throw error;
    return addToCart(db, client, body, { variant, stock, maxPerOrder, max, customText, imagePath });
  }
}

interface LineToAdd {
  variant: NonNullable<Awaited<ReturnType<typeof repo.findVariantByKey>>>;
  stock: number;
  maxPerOrder: number | null;
  max: number;
  customText: string | null;
  imagePath: string | null;
}

async function addToCart(db: Db, client: Client, body: z.infer<typeof addItemSchema>, line: LineToAdd): Promise<CartAnswer> {
  const { variant, stock, maxPerOrder, max, customText, imagePath } = line;
  const access = await openCart(db, client, body.cart_session, { create: true });
  const cartId = access.row!.id;
  const lineKey = lineKeyOf(variant.variant_id, customText, imagePath);
  const existing = await repo.findLine(db.kysely, cartId, lineKey);
  if (!existing && (await repo.countCartLines(db.kysely, cartId)) >= MAX_CART_LINES) throw badRequest(CartMessages.full);
  if (existing && existing.quantity >= max) throw badRequest(limitMessage(stock, maxPerOrder, max));
  // Lines are listed by created_at: two adds within one millisecond keep their order.
  const now = monotonicNow().toISOString();
  await repo.addToLine(
    db.kysely,
    {
      id: newCartId(),
      cart_id: cartId,
      product_id: variant.product_id,
      variant_id: variant.variant_id,
      line_key: lineKey,
      quantity: Math.min(body.quantity, max),
      added_price: Number(variant.selling_price),
      custom_text: customText,
      image_path: imagePath,
      created_at: now,
      updated_at: now,
    },
    max,
  );
  await touch(db, access);
  const capped = (existing?.quantity ?? 0) + body.quantity > max;
  return answer(db, access, capped ? limitMessage(stock, maxPerOrder, max) : CartMessages.added);
}

/** The line a request names: by item_id, else the variant's unpersonalised line, else its first. */
async function findNamedLine(db: Db, access: CartAccess, ref: { item_id?: string; product_id?: string }): Promise<repo.CartItemRow> {
  const items = access.row ? await repo.findCartItems(db.kysely, access.row.id) : [];
  const line = ref.item_id
    ? items.find((i) => i.id === ref.item_id)
    : (items.find((i) => i.line_key === ref.product_id) ?? items.find((i) => i.variant_id === ref.product_id || i.product_id === ref.product_id));
  if (!line) throw notFound(CartMessages.lineNotFound);
  return line;
}

export async function updateQuantity(db: Db, client: Client, body: z.infer<typeof updateQtySchema>): Promise<CartAnswer> {
  const access = await openCart(db, client, body.cart_session, { create: false });
  const line = await findNamedLine(db, access, body);
  const [variant] = await repo.findCartVariants(db.kysely, [line.variant_id]);
  if (!variant || Number(variant.is_published) !== 1) throw badRequest(CartMessages.unavailable);
  const stock = Number(variant.stock);
  const maxPerOrder = variant.max_per_order === null ? null : Number(variant.max_per_order);
  const max = lineMaxQuantity(stock, maxPerOrder);
  if (body.quantity > max) throw badRequest(limitMessage(stock, maxPerOrder, max));
  await repo.setLineQuantity(db.kysely, line.cart_id, line.id, body.quantity, new Date().toISOString());
  await touch(db, access);
  return answer(db, access, CartMessages.updated);
}

export async function removeItem(db: Db, client: Client, body: z.infer<typeof cartLineSchema>): Promise<CartAnswer> {
  const access = await openCart(db, client, body.cart_session, { create: false });
  const line = await findNamedLine(db, access, body);
  await repo.deleteLine(db.kysely, line.cart_id, line.id);
  await touch(db, access);
  return answer(db, access, CartMessages.removed);
}

async function couponContext(db: Db, access: CartAccess) {
  const built = await buildCart(db, access.row);
  const lines = built.lines.flatMap((l) =>
    l.variant && Number(l.variant.is_published) === 1
      ? [{ product_id: l.variant.product_id, category_id: l.variant.category_id, line_total: Number(l.variant.selling_price) * l.item.quantity }]
      : [],
  );
  return {
    cart: built.cart,
    ctx: { lines, sub_total: built.cart.totals.sub_total, now: new Date().toISOString(), customerId: access.customerId, currency: built.cart.currency },
  };
}

export async function listCoupons(db: Db, client: Client, fields: CartFields): Promise<CartAnswer<CouponOffer[]>> {
  const access = await openCart(db, client, fields.cart_session, { create: false });
  const { ctx } = await couponContext(db, access);
  return { data: await listCouponOffers(db, ctx), cookie: access.cookie, message: '' };
}

export async function applyCoupon(db: Db, client: Client, body: CartFields & { coupon?: string }): Promise<CartAnswer> {
  const access = await openCart(db, client, body.cart_session, { create: false });
  const { cart, ctx } = await couponContext(db, access);
  if (!access.row || cart.items.length === 0) throw emptyCartError();
  const coupon = await findCouponByCode(db, body.coupon ?? '');
  if (!coupon) throw badRequest(CartMessages.couponUnknown);
  const check = await checkCoupon(db, coupon, ctx);
  if (!check.ok) throw badRequest(check.message);
  await repo.updateCart(db.kysely, access.row.id, { coupon_id: coupon.id });
  await touch(db, access);
  return answer(db, access, CartMessages.couponApplied);
}

export async function removeCoupon(db: Db, client: Client, fields: CartFields): Promise<CartAnswer> {
  const access = await openCart(db, client, fields.cart_session, { create: false });
  if (access.row?.coupon_id) {
    await repo.updateCart(db.kysely, access.row.id, { coupon_id: null });
    await touch(db, access);
  }
  return answer(db, access, CartMessages.couponRemoved);
}

/**
 * Re-reads today's prices: the answer marks the lines whose price changed since the shopper last
 * saw it (previous_price) and sets prices_updated; from then on those prices count as seen.
 */
export async function updateItemsPrice(db: Db, client: Client, fields: CartFields): Promise<CartAnswer> {
  const access = await openCart(db, client, fields.cart_session, { create: false });
  const row = access.row ? await repo.findCart(db.kysely, access.row.id) : undefined;
  const built = await buildCart(db, row);
  const changed = built.lines.filter((l) => l.variant && l.unitPrice !== l.item.added_price);
  for (const line of changed) await repo.setAddedPrice(db.kysely, line.item.cart_id, line.item.id, line.unitPrice);
  const prices_updated = changed.length > 0;
  return { data: { ...built.cart, prices_updated }, cookie: access.cookie, message: prices_updated ? CartMessages.pricesUpdated : CartMessages.pricesCurrent };
}

/** Marks the lines stock no longer covers (or whose product is no longer sold). */
export async function validateStock(db: Db, client: Client, fields: CartFields): Promise<CartAnswer> {
  const result = await answer(db, await openCart(db, client, fields.cart_session, { create: false }));
  const out_of_stock_items = result.data.items.filter((i) => i.out_of_stock).map((i) => i.id);
  const stock_valid = out_of_stock_items.length === 0;
  return { ...result, data: { ...result.data, stock_valid, out_of_stock_items }, message: stock_valid ? CartMessages.stockValid : CartMessages.outOfStock };
}

/** Ready for checkout: not empty and every line in stock. */
export async function validateCart(db: Db, client: Client, fields: CartFields): Promise<CartAnswer> {
  const result = await validateStock(db, client, fields);
  if (result.data.items.length === 0) throw emptyCartError();
  if (!result.data.stock_valid) throw badRequest(CartMessages.outOfStock);
  return { ...result, message: CartMessages.cartValid };
}
