import { type Cart, CartMessages } from '@vitrine/contracts/cart';
import {
  addItemSchema,
  applyCouponSchema,
  cartAddressExtrasSchema,
  cartFieldsSchema,
  cartLineSchema,
  cartUpdateSchema,
  contactSchema,
  paymentModeSchema,
  shippingModeSchema,
  updateQtySchema,
} from '@vitrine/contracts/cart-inputs';
import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { clientOf, requireCustomerOf } from '../auth/client.http.ts';
import type { Client } from '../auth/client.ts';
import { removeFromWishlist } from '../wishlist/wishlist.service.ts';
import type { CartAnswer } from './cart.service.ts';
import * as cart from './cart.service.ts';
import { applyCartCookie, applyCartHint, hasSessionCookie } from './cart-cookie.http.ts';
import * as details from './cart-details.service.ts';

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The cart an answer holds (a cart, or moveToCart's { cart, wishlist }); null for the coupon list. */
function cartIn(data: unknown): Cart | null {
  const value = asObject(data);
  if (Array.isArray(value.items)) return value as unknown as Cart;
  return value.cart ? cartIn(value.cart) : null;
}

/** The query and the JSON body together (DELETE clients may send either). */
const input = (request: FastifyRequest) => ({ ...asObject(request.query), ...asObject(request.body) });

// spec §7 Cart rows. Each answer holds the whole cart (the page replaces its copy with it); the
// cart session travels in the httpOnly cart cookie (spec §3), set on the first item and
// re-issued when a sign-in merges a guest cart (cart-session.ts).
export async function cartRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  const send = <T>(request: FastifyRequest, reply: FastifyReply, result: CartAnswer<T>) => {
    applyCartCookie(request, reply, config, result.cookie);
    const cart = cartIn(result.data);
    if (cart) applyCartHint(request, reply, config, cart.items.length > 0 || hasSessionCookie(request));
    return successEnvelope(result.data, result.message);
  };

  /** A cart call: the query and body checked by `schema`, then the service with the client. */
  const handle =
    <S extends z.ZodType, T>(schema: S, run: (db: Db, client: Client, body: z.infer<S>) => Promise<CartAnswer<T>>) =>
    async (request: FastifyRequest, reply: FastifyReply) =>
      send(request, reply, await run(db, clientOf(request), parseInput(schema, input(request))));

  app.get('/api/cart/get', handle(cartFieldsSchema, cart.getCart));
  app.post('/api/cart/add-item', handle(addItemSchema, cart.addItem));
  app.put('/api/cart/update-qty', handle(updateQtySchema, cart.updateQuantity));
  app.delete('/api/cart/remove-item', handle(cartLineSchema, cart.removeItem));
  app.get('/api/cart/coupons/get', handle(cartFieldsSchema, cart.listCoupons));
  // Each try guesses a code: rate-limited per IP like the sign-in routes.
  app.post('/api/cart/coupons/apply', { config: { limited: true } }, handle(applyCouponSchema, cart.applyCoupon));
  app.delete('/api/cart/coupons/remove', handle(cartFieldsSchema, cart.removeCoupon));
  app.put('/api/cart/update-items-price', handle(cartFieldsSchema, cart.updateItemsPrice));
  app.get('/api/cart/validate', handle(cartFieldsSchema, cart.validateCart));
  app.get('/api/cart/validate/stock', handle(cartFieldsSchema, cart.validateStock));
  app.get('/api/cart/validate/address', handle(cartFieldsSchema, details.validateCartAddress));
  app.put(
    '/api/cart/update-contact',
    handle(contactSchema, (db, client, body) => details.updateCartFields(db, client, body, CartMessages.contactSaved)),
  );
  app.put('/api/cart/update-shipping-mode', handle(shippingModeSchema, details.updateCartFields));
  app.put('/api/cart/update-payment-mode', handle(paymentModeSchema, details.updateCartFields));
  app.put('/api/cart/update', handle(cartUpdateSchema, details.updateCartFields));

  app.put('/api/cart/update-address', async (request, reply) => {
    const body = input(request);
    parseInput(cartFieldsSchema, body);
    return send(request, reply, await details.updateCartAddress(db, clientOf(request), body, parseInput(cartAddressExtrasSchema, body)));
  });

  // spec §7 Wishlist moveToCart (product_id, quantity, cart fields): the product goes into the cart
  // and leaves the wishlist; the answer holds both, so the page can replace its copies.
  app.post('/api/wishlist/moveToCart', async (request, reply) => {
    const customer = await requireCustomerOf(request, deps);
    const body = parseInput(addItemSchema, input(request));
    const added = await cart.addItem(db, clientOf(request), body);
    const wishlist = await removeFromWishlist(db, customer.id, body.product_id);
    return send(request, reply, { ...added, data: { cart: added.data, wishlist } });
  });
}
