import crypto from 'node:crypto';
import { CartMessages, parseCartCookie } from '@vitrine/contracts/cart';
import { CheckoutMessages, placeOrderError } from '@vitrine/contracts/checkout-rules';
import { type Order, OrderMessages, type PlacedOrder } from '@vitrine/contracts/orders';
import type { placeOrderSchema } from '@vitrine/contracts/orders-inputs';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Client } from '../auth/client.ts';
import { type CartAccess, type CartCookie, closeCart, openCart } from '../cart/cart-session.ts';
import { buildCart } from '../cart/cart-view.ts';
import { redeemCoupon } from '../coupons/coupons.service.ts';
import { findPaymentMethod, isGatewayMethod } from '../payments/gateways.ts';
import { getAddressFields, getAllSettings } from '../settings/settings.service.ts';
import { keepUploads } from '../uploads/uploads.service.ts';
import { taxRateBpsOf } from './invoice-tax.ts';
import { orderToken } from './order-token.ts';
import { toOrder } from './order-view.ts';
import * as repo from './orders.repository.ts';
import { loadOrder, notify, type OrdersDeps, shopSettings } from './orders.service.ts';
import { PricedCartGone, priceChanged } from './place-order-checks.ts';

type PlaceOrderBody = z.infer<typeof placeOrderSchema>;

// spec §7 Checkout and Orders. Placing an order re-prices the cart, checks the checkout rules
// (packages/contracts/src/checkout-rules.ts, the same the browser runs), then in ONE transaction
// takes the stock line by line (each a conditional update: never below zero), spends the coupon,
// writes the order and closes the cart. cart_id is unique on orders: a cart submitted again, in
// parallel or later, answers the order it already made.

const ORDER_NO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I to misread

/** 'V' and 7 random characters: 34 billion numbers, none following from another. */
function randomOrderNo(): string {
  const bytes = crypto.randomBytes(7);
  return `V${[...bytes].map((b) => ORDER_NO_ALPHABET[b % ORDER_NO_ALPHABET.length]).join('')}`;
}

/** The ids of a new order, its history entry and its lines, from one draw of random bytes (each draw costs a system call). */
function newOrderIds(lineCount: number) {
  const bytes = crypto.randomBytes(12 * (lineCount + 2));
  const id = (prefix: string, n: number) => `${prefix}_${bytes.subarray(12 * n, 12 * n + 12).toString('base64url')}`;
  return { order: id('ord', 0), history: id('osh', 1), lines: Array.from({ length: lineCount }, (_, i) => id('oli', i + 2)) };
}

/** The order just placed, from the rows its insert returned: no reading back. */
async function writtenOrder(db: Db, written: repo.WrittenOrder): Promise<Order> {
  const { policy } = await shopSettings(db);
  return toOrder(written.order, written.items, written.history, policy);
}

async function placedAnswer(deps: OrdersDeps, row: repo.OrderRow, order?: Order): Promise<PlacedOrder> {
  const token = orderToken(deps.config.sessionSecret, row.id);
  const query = new URLSearchParams({ order_id: row.id, token, type: row.payment_method });
  // An order paid online goes to its gateway first (POST /api/checkout/process-payment); the
  // failed page is where the shopper can start that again.
  const next: PlacedOrder['next'] =
    row.payment_status === 'awaiting_payment' || row.payment_status === 'failed'
      ? { type: 'payment', url: `/checkout-failed?${new URLSearchParams({ order_id: row.id, token })}` }
      : { type: 'complete', url: `/checkout-complete?${query}` };
  return { order: order ?? (await loadOrder(deps.db, row)), token, next };
}

export async function placeOrder(deps: OrdersDeps, client: Client, body: PlaceOrderBody): Promise<{ placed: PlacedOrder; cookie: CartCookie | null }> {
  const { db } = deps;
  const sessionId = parseCartCookie(client.cartCookie) ?? (body.cart_session || null);
  const already = sessionId ? await repo.findOrderByCartId(db.kysely, sessionId) : undefined;
  if (already) return { placed: await placedAnswer(deps, already), cookie: { kind: 'clear' } };

  const access = await openCart(db, client, body.cart_session, { create: false });
  if (!access.row) {
    // A second submission of this cart, racing the first, finds it closed: the first one's order.
    const placedMeanwhile = sessionId ? await repo.findOrderByCartId(db.kysely, sessionId) : undefined;
    if (placedMeanwhile) return { placed: await placedAnswer(deps, placedMeanwhile), cookie: { kind: 'clear' } };
    throw badRequest(CheckoutMessages.cartEmpty);
  }
  const cartRow = access.row;
  const { cart } = await buildCart(db, cartRow);
  const { checkout } = await shopSettings(db);
  const shippingFields = cart.shipping_address ? ((await getAddressFields(db, cart.shipping_address.country_id)).fields.Shipping ?? []) : [];
  const ruleError = placeOrderError(cart, checkout, body, shippingFields);
  if (ruleError) {
    // Its lines went with the order another submission of this cart placed a moment ago.
    const placedMeanwhile = cart.items.length === 0 ? await repo.findOrderByCartId(db.kysely, cartRow.id) : undefined;
    if (placedMeanwhile) return { placed: await placedAnswer(deps, placedMeanwhile), cookie: { kind: 'clear' } };
    throw badRequest(ruleError);
  }
  const short = cart.items.find((i) => i.out_of_stock);
  if (short) throw badRequest(OrderMessages.outOfStock(short.product.name));
  // The shopper is charged what the shop last showed them, or told it changed (issue 29).
  if (cart.totals.grand_total !== body.confirmed_total) throw priceChanged(cart);
  const payment = await findPaymentMethod(db, cart.cart_payment_method ?? '');
  if (!payment) throw badRequest(CartMessages.paymentMethodUnknown);

  const now = new Date().toISOString();
  const ids = newOrderIds(cart.items.length);
  const orderId = ids.order;
  // orders.order_no is unique, so a number drawn twice fails the insert: checked only then (below).
  const orderNo = randomOrderNo();
  // Read before the transaction: on SQLite a read outside it would wait for the connection it holds.
  const taxRateBps = taxRateBpsOf((await getAllSettings(db)).invoice_tax_rate);
  let written: repo.WrittenOrder;
  try {
    written = await db.kysely.transaction().execute(async (trx) => {
      // Each line's stock is taken at the price it was priced at: a price changed meanwhile fails it too.
      for (const item of cart.items) {
        if (!(await repo.takeStock(trx, item.product.id, item.product_id, item.quantity_in_display_unit, item.product.selling_price))) {
          throw new PricedCartGone(item.product.name);
        }
      }
      if (cartRow.coupon_id && cart.coupon && cart.coupon.discount > 0) {
        const spent = await redeemCoupon(trx, { couponId: cartRow.coupon_id, cartId: cartRow.id, customerId: access.customerId, now });
        if (!spent.ok) throw new PricedCartGone(null);
      }
      const stored = await repo.insertOrder(
        trx,
        {
          id: orderId,
          order_no: orderNo,
          cart_id: cartRow.id,
          customer_id: access.customerId,
          status: 'placed',
          payment_method: payment.code,
          payment_status: isGatewayMethod(payment.code) ? 'awaiting_payment' : 'pending',
          email: cart.email,
          phone: cart.phone,
          shipping_address: JSON.stringify(cart.shipping_address),
          billing_address: JSON.stringify(cart.billing_address),
          shipping_method_id: cart.shipping_method?.id ?? null,
          shipping_method_name: cart.shipping_method?.name ?? null,
          coupon_id: cart.coupon && cart.coupon.discount > 0 ? cartRow.coupon_id : null,
          coupon_code: cart.coupon && cart.coupon.discount > 0 ? cart.coupon.code : null,
          ...cart.totals,
          currency: cart.currency,
          tax_rate_bps: taxRateBps, // the rate its invoice shows (decisions/015)
          created_at: now,
          updated_at: now,
        },
        cart.items.map((item, position) => ({
          id: ids.lines[position]!,
          order_id: orderId,
          position,
          product_id: item.product.id,
          variant_id: item.product_id,
          name: item.product.name,
          slug: item.product.slug,
          sku: item.product.sku,
          image: JSON.stringify(item.product.base_image),
          options: JSON.stringify(item.product.options),
          quantity: item.quantity_in_display_unit,
          unit_price: item.product.selling_price,
          mrp: item.product.mrp,
          custom_text: item.additonal_data?.custom_text ?? null,
          image_path: item.additonal_data?.image_path ?? null,
        })),
        { id: ids.history, order_id: orderId, status: 'placed', actor: 'customer', note: null, created_at: now },
      );
      await closeCart(trx, cartRow.id);
      return stored;
    });
  } catch (error) {
    // Another submission of this cart got there first (or took the last unit for it): its order.
    const existing = await repo.findOrderByCartId(db.kysely, cartRow.id);
    if (existing) return { placed: await placedAnswer(deps, existing), cookie: { kind: 'clear' } };
    // The number was another order's (1 in 34 billion): nothing was written, so place the cart again.
    if (await repo.isOrderNoTaken(db.kysely, orderNo)) return placeOrder(deps, client, body);
    if (error instanceof PricedCartGone) throw await pricedCartRefusal(db, cartRow, error, body.confirmed_total);
    throw error;
  }
  const pictures = cart.items.flatMap((i) => (i.additonal_data?.image_path ? [i.additonal_data.image_path] : []));
  if (pictures.length) await keepUploads(db, pictures, null);
  const placed = await placedAnswer(deps, written.order, await writtenOrder(db, written));
  // An order paid online is confirmed once its gateway said paid (payments.service.ts settlePayment);
  // until then its shopper is told where to pay it (issue 29).
  await notify(deps, placed.order, placed.order.payment_status === 'awaiting_payment' ? 'awaiting_payment' : 'placed');
  return { placed, cookie: { kind: 'clear' } };
}

/**
 * A line or the coupon changed while the order was written (another order took the last units or
 * the coupon's last use, or the owner changed a price): the cart as it is now, when its total is
 * no longer the confirmed one, else the line that ran out.

 */
async function pricedCartRefusal(db: Db, cartRow: NonNullable<CartAccess['row']>, gone: PricedCartGone, confirmedTotal: number) {
  const { cart } = await buildCart(db, cartRow);
  if (cart.totals.grand_total !== confirmedTotal || !gone.outOfStock) return priceChanged(cart);
  return badRequest(OrderMessages.outOfStock(gone.outOfStock));
}
