import type { OrderRef } from '@vitrine/contracts/api-client-orders';
import type { Cart } from '@vitrine/contracts/cart';
import type { PlacedOrder } from '@vitrine/contracts/orders';
import type { PaymentRedirect } from '@vitrine/contracts/payments';
import { type PendingOrder, type PendingOrderAnswer, PendingOrderMessages } from '@vitrine/contracts/pending-order';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Client } from '../auth/client.ts';
import { addItem, applyCoupon, getCart } from '../cart/cart.service.ts';
import { updateCartFields } from '../cart/cart-details.service.ts';
import type { CartCookie } from '../cart/cart-session.ts';
import { isOrderToken, orderToken } from '../orders/order-token.ts';
import { findOrder, findOrderItems, type OrderRow } from '../orders/orders.repository.ts';
import { findViewableOrder, type OrdersDeps } from '../orders/orders.service.ts';
import { cancelUnpaidOrder } from './cancel-unpaid.ts';
import { isGatewayMethod } from './gateways.ts';
import { processPayment } from './payments.service.ts';

// Issue 29: an order placed for an online payment waits for it in the shopper's browser. The
// browser keeps a cookie naming it (`<order id>.<order token>`, the token an HMAC of the id, so a
// made-up or another order's id never passes); the cart page shows "You have an order waiting for
// payment" with Pay now and Change it. The awaiting-payment message links to the cart page with
// the order's token, which adopts the order in any browser. Nothing here marks an order paid.

/** What the route must do with the pending-order cookie. */
export type PendingCookie = { kind: 'set'; value: string } | { kind: 'clear' } | null;

const cookieValue = (secret: string, orderId: string) => `${orderId}.${orderToken(secret, orderId)}`;

/** place-order's answer: an order sent to its gateway is remembered in this browser. */
export function pendingCookieFor(placed: PlacedOrder): PendingCookie {
  return placed.next.type === 'payment' ? { kind: 'set', value: `${placed.order.order_id}.${placed.token}` } : null;
}

/** The order a cookie names, when its token is the order's own; null for anything else. */
function readCookie(secret: string, value: string | null | undefined): { orderId: string; token: string } | null {
  if (!value || value.length > 200) return null;
  const dot = value.lastIndexOf('.');
  const orderId = value.slice(0, dot);
  const token = value.slice(dot + 1);
  return dot > 0 && isOrderToken(secret, orderId, token) ? { orderId, token } : null;
}

/** An order still waiting for its online payment: placed, unpaid (or its last try failed). */
function isPending(row: OrderRow | undefined): row is OrderRow {
  return Boolean(
    row && row.status === 'placed' && isGatewayMethod(row.payment_method) && (row.payment_status === 'awaiting_payment' || row.payment_status === 'failed'),
  );
}

async function toPending(deps: OrdersDeps, row: OrderRow): Promise<PendingOrder> {
  const items = await findOrderItems(deps.db.kysely, row.id);
  return {
    order_id: row.id,
    order_no: row.order_no,
    grand_total: Number(row.grand_total),
    currency: row.currency,
    item_count: items.reduce((sum, item) => sum + Number(item.quantity), 0),
    payment_status: row.payment_status as PendingOrder['payment_status'],
  };
}

/** The order this browser's cookie names while it waits; a cookie naming nothing waiting is cleared. */
export async function getPendingOrder(deps: OrdersDeps, cookie: string | null | undefined): Promise<{ answer: PendingOrderAnswer; cookie: PendingCookie }> {
  if (!cookie) return { answer: { pending: null }, cookie: null };
  const claim = readCookie(deps.config.sessionSecret, cookie);
  const row = claim ? await findOrder(deps.db.kysely, claim.orderId) : undefined;
  if (!isPending(row)) return { answer: { pending: null }, cookie: { kind: 'clear' } };
  return { answer: { pending: await toPending(deps, row) }, cookie: null };
}

/**
 * The awaiting-payment message's link (order id and token, or the signed-in owner): the order is
 * remembered in this browser while it waits. Someone else's order is not found (404).
 */
export async function adoptPendingOrder(deps: OrdersDeps, client: Client, ref: OrderRef): Promise<{ answer: PendingOrderAnswer; cookie: PendingCookie }> {
  const row = await findViewableOrder(deps, client, ref);
  if (!isPending(row)) return { answer: { pending: null }, cookie: null };
  return { answer: { pending: await toPending(deps, row) }, cookie: { kind: 'set', value: cookieValue(deps.config.sessionSecret, row.id) } };
}

/** Pay now: the gateway's page for the order the cookie names (payments.service.ts processPayment checks the rest). */
export async function payPendingOrder(deps: OrdersDeps, client: Client, cookie: string | null | undefined): Promise<PaymentRedirect> {
  const claim = readCookie(deps.config.sessionSecret, cookie);
  if (!claim) throw badRequest(PendingOrderMessages.nothingPending);
  return processPayment(deps, client, { order_id: claim.orderId, token: claim.token });
}

/**
 * "Change it": cancels the waiting order (stock and coupon given back, one conditional update, so
 * a payment landing meanwhile wins) and puts its lines back in this browser's cart, as far as the
 * stock and the catalog now allow, with its contact details; its coupon is applied again when it
 * still applies.
 */
export async function changePendingOrder(
  deps: OrdersDeps,
  client: Client,
  cookie: string | null | undefined,
): Promise<{ cart: Cart; cartCookie: CartCookie | null }> {
  const claim = readCookie(deps.config.sessionSecret, cookie);
  const row = claim ? await findOrder(deps.db.kysely, claim.orderId) : undefined;
  if (!isPending(row) || !(await cancelUnpaidOrder(deps.db.kysely, row, 'customer', 'Changed by the shopper before paying'))) {
    throw badRequest(PendingOrderMessages.nothingPending);
  }
  let cart: Cart | undefined;
  let cartCookie: CartCookie | null = null;
  for (const item of await findOrderItems(deps.db.kysely, row.id)) {
    const additonal_data = item.custom_text || item.image_path ? { custom_text: item.custom_text, image_path: item.image_path } : null;
    try {
      const added = await addItem(deps.db, client, {
        product_id: item.variant_id,
        quantity: Number(item.quantity),
        additonal_data,
        cart_session: cart?.session_id ?? null,
      });
      cart = added.data;
      cartCookie ??= added.cookie;
    } catch (error) {
      // A line no longer sold (unpublished, sold out meanwhile) stays out; the others come back.
      if (!(error instanceof AppError)) throw error;
    }
  }
  // The contact details go back too: a guest does not type them again.
  if (cart?.items.length && (row.phone || row.email) && !cart.phone && !cart.email) {
    cart = (await updateCartFields(deps.db, client, { cart_session: cart.session_id, phone: row.phone ?? undefined, email: row.email ?? undefined })).data;
  }
  if (row.coupon_code && cart) {
    try {
      cart = (await applyCoupon(deps.db, client, { cart_session: cart.session_id, coupon: row.coupon_code })).data;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return { cart: cart ?? (await getCart(deps.db, client, {})).data, cartCookie };
}
