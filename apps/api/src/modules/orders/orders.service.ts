import crypto from 'node:crypto';
import { isSettingOn } from '@vitrine/contracts/auth-constants';
import { readCheckoutSettings } from '@vitrine/contracts/checkout-rules';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { ORDERS_PAGE_SIZE, type Order, OrderMessages, type OrderPage } from '@vitrine/contracts/orders';
import type { cancelOrderSchema, orderRefSchema } from '@vitrine/contracts/orders-inputs';
import { pendingOrderPath } from '@vitrine/contracts/pending-order';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { MailProvider } from '../../integrations/mail/mail.ts';
import type { SmsProvider } from '../../integrations/sms/sms.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AppConfig } from '../../plugins/config.ts';
import type { Client } from '../auth/client.ts';
import { findSignedInCustomer, requireCustomer } from '../auth/session.ts';
import { withMyRatings } from '../reviews/item-ratings.service.ts';
import { getAllSettings } from '../settings/settings.service.ts';
import { type OrderNoticeEvent, type OrderNoticeExtra, sendOrderNotice } from './order-notices.ts';
import { type OrderActor, restocks, statusesBefore } from './order-status.ts';
import { isOrderToken, orderToken } from './order-token.ts';
import { undoOrderEffects } from './order-undo.ts';
import { toOrder, toOrderSummary } from './order-view.ts';
import * as repo from './orders.repository.ts';

// spec §7 Orders: reading, listing, cancelling and refunding a shopper's orders. Placing one is
// place-order.service.ts.

export interface OrdersDeps {
  db: Db;
  config: Pick<AppConfig, 'sessionSecret' | 'publicUrl'>;
  /** Where order messages go (mail and SMS); left out, none are sent. */
  notices?: { mail: MailProvider; sms: SmsProvider; log: Logger };
}

type OrderRef = z.infer<typeof orderRefSchema>;

export async function shopSettings(db: Db) {
  const s = await getAllSettings(db);
  return { checkout: readCheckoutSettings(s), policy: { cancelEnabled: isSettingOn(s.enable_cancel_order), refundEnabled: isSettingOn(s.enable_refund) } };
}

export async function loadOrder(db: Db, row: repo.OrderRow): Promise<Order> {
  const [items, history, { policy }] = await Promise.all([repo.findOrderItems(db.kysely, row.id), repo.findOrderHistory(db.kysely, row.id), shopSettings(db)]);
  return toOrder(row, items, history, policy);
}

/** Sends the shopper the order's message in the background: a slow mail server never holds the answer. */
export async function notify(deps: OrdersDeps, order: Order, event: OrderNoticeEvent, extra: OrderNoticeExtra = {}): Promise<void> {
  if (!deps.notices) return;
  const storeName = String((await getAllSettings(deps.db)).store_name || 'Vitrine');
  const token = orderToken(deps.config.sessionSecret, order.order_id);
  // The awaiting-payment message links to the page that pays it, on any device (issue 29).
  const orderUrl =
    event === 'awaiting_payment'
      ? `${deps.config.publicUrl}${pendingOrderPath(order.order_id, token)}`
      : order.customer_id
        ? `${deps.config.publicUrl}/account/orders/${order.order_id}`
        : `${deps.config.publicUrl}/checkout-complete?${new URLSearchParams({ order_id: order.order_id, token, type: order.payment_method })}`;
  void sendOrderNotice({ ...deps.notices, storeName, orderUrl }, order, event, extra);
}

/** An order its viewer may see: the signed-in customer's own, or any order with its token. */
export async function findViewableOrder(deps: OrdersDeps, client: Client, ref: OrderRef): Promise<repo.OrderRow> {
  const row = await repo.findOrder(deps.db.kysely, ref.order_id);
  if (row) {
    const customer = await findSignedInCustomer(client, deps);
    if ((customer && row.customer_id === customer.id) || isOrderToken(deps.config.sessionSecret, row.id, ref.token)) return row;
  }
  // Someone else's order is not found either: its existence is not revealed.
  throw notFound(OrderMessages.notFound);
}

export async function getOrder(deps: OrdersDeps, client: Client, ref: OrderRef): Promise<Order> {
  return withMyRatings(deps, client, await loadOrder(deps.db, await findViewableOrder(deps, client, ref)));
}

export async function listOrders(deps: OrdersDeps, client: Client, page: number): Promise<OrderPage> {
  const customer = await requireCustomer(client, deps);
  const offset = (page - 1) * ORDERS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    repo.findCustomerOrders(deps.db.kysely, customer.id, ORDERS_PAGE_SIZE, offset),
    repo.countCustomerOrders(deps.db.kysely, customer.id),
  ]);
  const lines = await repo.findOrderListLines(
    deps.db.kysely,
    rows.map((r) => r.id),
  );
  const orders = rows.map((row) =>
    toOrderSummary(
      row,
      lines.filter((l) => l.order_id === row.id),
    ),
  );
  return { orders, page, per_page: ORDERS_PAGE_SIZE, total, has_more: offset + rows.length < total };
}

/**
 * Moves an order on the customer's (or owner's) behalf: one conditional update decides, so of two
 * parallel cancels one restocks and the other is told the order can no longer be cancelled.
 */
async function moveOrder(
  deps: OrdersDeps,
  row: repo.OrderRow,
  actor: OrderActor,
  to: 'cancelled' | 'refund_requested',
  note: string | null,
  refusal: string,
): Promise<void> {
  const now = new Date().toISOString();
  await deps.db.kysely.transaction().execute(async (trx) => {
    // Cancelling a paid order leaves its money due back, in the same statement (decisions/014, Refunds).
    const from = statusesBefore(actor, to);
    const moved = to === 'cancelled' ? await repo.cancelStatus(trx, row.id, from, now) : await repo.moveStatus(trx, row.id, from, to, now);
    if (!moved) throw badRequest(refusal);
    if (restocks(to)) await undoOrderEffects(trx, row);
    await repo.insertHistory(trx, { id: `osh_${crypto.randomBytes(12).toString('base64url')}`, order_id: row.id, status: to, actor, note, created_at: now });
  });
}

export async function cancelOrder(deps: OrdersDeps, client: Client, body: z.infer<typeof cancelOrderSchema>): Promise<Order> {
  const row = await findViewableOrder(deps, client, body);
  const { policy } = await shopSettings(deps.db);
  if (!policy.cancelEnabled) throw new AppError(ErrorCode.forbidden, 403, OrderMessages.cancelDisabled);
  await moveOrder(deps, row, 'customer', 'cancelled', body.reason || null, OrderMessages.cannotCancel);
  const order = await loadOrder(deps.db, (await repo.findOrder(deps.db.kysely, row.id))!);
  await notify(deps, order, 'cancelled');
  return order;
}

export async function requestRefund(deps: OrdersDeps, client: Client, body: z.infer<typeof cancelOrderSchema>): Promise<Order> {
  const row = await findViewableOrder(deps, client, body);
  const { policy } = await shopSettings(deps.db);
  if (!policy.refundEnabled) throw new AppError(ErrorCode.forbidden, 403, OrderMessages.refundDisabled);
  await moveOrder(deps, row, 'customer', 'refund_requested', body.reason || null, OrderMessages.cannotRefund);
  return withMyRatings(deps, client, await loadOrder(deps.db, (await repo.findOrder(deps.db.kysely, row.id))!));
}
