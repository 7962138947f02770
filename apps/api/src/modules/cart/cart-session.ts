import crypto from 'node:crypto';
import { CartMessages, DEFAULT_CART_EXPIRE_DAYS, lineMaxQuantity, parseCartCookie } from '@vitrine/contracts/cart';
import { ErrorCode } from '@vitrine/contracts/envelope';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Client } from '../auth/client.ts';
import { findSignedInCustomer } from '../auth/session.ts';
import { getAllSettings } from '../settings/settings.service.ts';
import * as repo from './cart.repository.ts';
import { cartExpiry } from './cart-pricing.ts';

// Which cart a request means (spec §3: the cart is keyed by cart_session).
// - A guest's cart is named by the cart cookie (or, without one, by the cart_session field).
// - A signed-in customer has one cart, the same on every device. A guest cart the cookie still
//   names is merged into it (quantities add up, capped by stock) and deleted, and the cookie is
//   re-issued with the customer's cart id: a cart id planted before sign-in never becomes a key
//   to the customer's cart.
// - A cart_session that names another cart than the cookie's, or a customer's cart the caller
//   is not signed in to, is refused.

/** What the route must do with the cart cookie. */
export type CartCookie = { kind: 'set'; sessionId: string; maxAgeS: number } | { kind: 'clear' };

export interface CartAccess {
  row: repo.CartRow | undefined;
  customerId: string | null;
  cookie: CartCookie | null;
  expireDays: number;
}

const notYourCart = () => new AppError(ErrorCode.forbidden, 403, CartMessages.notYourCart);

export async function cartExpireDays(db: Db): Promise<number> {
  const value = (await getAllSettings(db)).cart_expire_days;
  const days = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(days) && days > 0 && days <= 365 ? days : DEFAULT_CART_EXPIRE_DAYS;
}

export const newCartId = () => crypto.randomBytes(18).toString('base64url');

function newCartRow(customerId: string | null, now: Date, expireDays: number): repo.CartRow {
  const at = now.toISOString();
  return {
    id: newCartId(),
    customer_id: customerId,
    coupon_id: null,
    phone: null,
    email: null,
    shipping_address: null,
    billing_address: null,
    shipping_method_id: null,
    payment_method: null,
    created_at: at,
    updated_at: at,
    expires_at: cartExpiry(now, expireDays),
  };
}

async function liveCart(db: Db, id: string, now: Date): Promise<repo.CartRow | undefined> {
  const row = await repo.findCart(db.kysely, id);
  if (row && row.expires_at < now.toISOString()) {
    await repo.deleteCart(db.kysely, row.id);
    return undefined;
  }
  return row;
}

async function customerCart(db: Db, customerId: string, now: Date, expireDays: number, create: boolean): Promise<repo.CartRow | undefined> {
  let row = await repo.findCustomerCart(db.kysely, customerId);
  if (row && row.expires_at < now.toISOString()) {
    await repo.deleteCart(db.kysely, row.id);
    row = undefined;
  }
  if (!row && create) {
    await repo.insertCart(db.kysely, newCartRow(customerId, now, expireDays));
    row = await repo.findCustomerCart(db.kysely, customerId);
  }
  return row;
}

/**
 * Moves a guest cart's lines into the customer's cart and deletes the guest cart, once: when two
 * tabs sign in together, only the request that deletes the guest cart adds its lines.
 */
export async function mergeGuestCart(db: Db, guest: repo.CartRow, customerId: string, now: Date, expireDays: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const items = await repo.findCartItems(trx, guest.id);
    await repo.insertCart(trx, newCartRow(customerId, now, expireDays));
    const target = await repo.findCustomerCart(trx, customerId);
    if (!target || !(await repo.deleteGuestCart(trx, guest.id))) return;
    const variants = new Map(
      (
        await repo.findCartVariants(
          trx,
          items.map((i) => i.variant_id),
        )
      ).map((v) => [v.variant_id, v]),
    );
    const at = now.toISOString();
    for (const item of items) {
      const variant = variants.get(item.variant_id);
      if (!variant) continue;
      const max = lineMaxQuantity(Number(variant.stock), variant.max_per_order === null ? null : Number(variant.max_per_order));
      if (max === 0) continue;
      await repo.addToLine(trx, { ...item, id: newCartId(), cart_id: target.id, quantity: Math.min(item.quantity, max), updated_at: at }, max);
    }
    await repo.updateCart(trx, target.id, {
      coupon_id: target.coupon_id ?? guest.coupon_id,
      phone: target.phone ?? guest.phone,
      email: target.email ?? guest.email,
      updated_at: at,
      expires_at: cartExpiry(now, expireDays),
    });
  });
}

/**
 * The cart a request means, made when `create` asks for one. `requested` is the cart_session the
 * client named in its query or body, if any.
 */
export async function openCart(db: Db, client: Client, requested: string | null | undefined, options: { create: boolean; now?: Date }): Promise<CartAccess> {
  const now = options.now ?? new Date();
  const expireDays = await cartExpireDays(db);
  const fromCookie = parseCartCookie(client.cartCookie);
  const asked = requested || null;
  if (asked && fromCookie && asked !== fromCookie) throw notYourCart();
  const sessionId = fromCookie ?? asked;
  const cookieFor = (row: repo.CartRow | undefined): CartCookie | null => {
    if (row && row.id !== fromCookie) return { kind: 'set', sessionId: row.id, maxAgeS: expireDays * 24 * 60 * 60 };
    if (!row && fromCookie) return { kind: 'clear' };
    return null;
  };

  const customer = await findSignedInCustomer(client, { db });
  if (customer) {
    const named = sessionId ? await liveCart(db, sessionId, now) : undefined;
    if (named && named.customer_id === null) {
      await mergeGuestCart(db, named, customer.id, now, expireDays);
    } else if (named && named.customer_id !== customer.id && asked) {
      throw notYourCart();
    }
    const row = await customerCart(db, customer.id, now, expireDays, options.create);
    return { row, customerId: customer.id, cookie: cookieFor(row), expireDays };
  }

  let row = sessionId ? await liveCart(db, sessionId, now) : undefined;
  if (row?.customer_id) {
    // A signed-out customer's cart stays theirs; the guest starts afresh.
    if (asked) throw notYourCart();
    row = undefined;
  }
  if (!row && options.create) {
    const fresh = newCartRow(null, now, expireDays);
    await repo.insertCart(db.kysely, fresh);
    row = fresh;
  }
  return { row, customerId: null, cookie: cookieFor(row), expireDays };
}

/** Ends a cart that became an order, inside the order's transaction (its lines go with it). */
export async function closeCart(trx: Kysely<Database>, cartId: string): Promise<void> {
  await repo.deleteCart(trx, cartId);
}
