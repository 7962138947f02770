import crypto from 'node:crypto';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { formatMoney } from '@vitrine/contracts/money';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderPage,
  type adminOrdersQuerySchema,
  OrderAdminMessages,
  type orderMoveSchema,
  type refundRecordSchema,
  type shipmentScanSchema,
} from '@vitrine/contracts/order-admin';
import { OrderMessages, type OrderStatus, type PaymentStatus } from '@vitrine/contracts/orders';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { monotonicNow } from '../../lib/monotonic-clock.ts';
import { paymentMethodName } from '../payments/gateways.ts';
import { listAttempts, refundAttempts } from '../payments/payments.service.ts';
import type { OrderNoticeEvent } from './order-notices.ts';
import { canMove, canRecordRefund, restocks } from './order-status.ts';
import { undoOrderEffects } from './order-undo.ts';
import { toOrderSummary } from './order-view.ts';
import * as repo from './orders.repository.ts';
import { loadOrder, notify, type OrdersDeps } from './orders.service.ts';
import * as shipments from './shipments.repository.ts';

// The owner's side of orders (issue 12): the list, one order with its shipment, and the moves of
// order-status.ts's owner column. Each move is ONE conditional update from the status the owner
// saw, inside a transaction with its side effects (the shipment, the stock, the payment status,
// the history row), so of two parallel moves exactly one happens.

type MoveBody = z.infer<typeof orderMoveSchema>;
type ScanBody = z.infer<typeof shipmentScanSchema>;

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;

async function findOrderOr404(db: Db, key: string): Promise<repo.OrderRow> {
  const row = await repo.findOrder(db.kysely, key);
  if (!row) throw notFound(OrderMessages.notFound);
  return row;
}

async function loadAdminOrder(db: Db, row: repo.OrderRow): Promise<AdminOrder> {
  const [order, shipment, payments] = await Promise.all([loadOrder(db, row), shipments.findShipmentByOrder(db.kysely, row.id), listAttempts({ db }, row.id)]);
  const scans = shipment ? await shipments.findScans(db.kysely, shipment.waybill) : [];
  return {
    ...order,
    shipment: shipment ? { waybill: shipment.waybill, courier: shipment.courier, created_at: shipment.created_at } : null,
    scans: scans.map((s) => ({ status: s.status, location: s.location, note: s.note, at: s.scanned_at })),
    payments,
  };
}

export async function listAdminOrders(deps: Pick<OrdersDeps, 'db'>, query: z.infer<typeof adminOrdersQuerySchema>): Promise<AdminOrderPage> {
  const status = query.status ?? null;
  const offset = (query.page - 1) * ADMIN_ORDERS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    repo.findOrdersPage(deps.db.kysely, status, ADMIN_ORDERS_PAGE_SIZE, offset),
    repo.countOrders(deps.db.kysely, status),
  ]);
  const lines = await repo.findOrderListLines(
    deps.db.kysely,
    rows.map((r) => r.id),
  );
  const orders = rows.map((row) => ({
    ...toOrderSummary(
      row,
      lines.filter((l) => l.order_id === row.id),
    ),
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    email: row.email,
    phone: row.phone,
  }));
  return { orders, page: query.page, per_page: ADMIN_ORDERS_PAGE_SIZE, total, has_more: offset + rows.length < total };
}

export async function getAdminOrder(deps: Pick<OrdersDeps, 'db'>, key: string): Promise<AdminOrder> {
  return loadAdminOrder(deps.db, await findOrderOr404(deps.db, key));
}

/** The payment status a move leaves behind, when it changes one. */
function paymentAfter(row: repo.OrderRow, to: OrderStatus): PaymentStatus | null {
  if (to === 'refunded') return 'refunded';
  // Cash on delivery is paid when the parcel is handed over (not again when a refund is refused).
  if (to === 'delivered' && row.payment_method === 'cod' && row.status !== 'refund_requested') return 'paid';
  return null;
}

/** Which message the shopper gets for a move; none for packing and out for delivery. */
function noticeFor(from: OrderStatus, to: OrderStatus): OrderNoticeEvent | null {
  if (to === 'delivered') return from === 'refund_requested' ? 'refund_rejected' : 'delivered';
  if (to === 'confirmed' || to === 'shipped' || to === 'refunded' || to === 'cancelled') return to;
  return null;
}

const cannotMove = (from: OrderStatus, to: OrderStatus) => badRequest(OrderAdminMessages.cannotMove(from, to));
const waybillUsed = () => new AppError(ErrorCode.conflict, 409, OrderAdminMessages.waybillUsed);

/** Moves an order on the owner's behalf (docs/decisions/012-orders.md, the owner column). */
export async function moveOrderAsOwner(deps: OrdersDeps, key: string, body: MoveBody): Promise<AdminOrder> {
  const { db } = deps;
  const row = await findOrderOr404(db, key);
  const { to } = body;
  // A cancelled order whose money is due back is refunded by recording that refund.
  if (to === 'refunded' && canRecordRefund(row)) return recordRefund(deps, row.id, { note: body.note });
  if (!canMove('owner', row.status, to)) throw cannotMove(row.status, to);
  if (to === 'shipped' && (!body.waybill || !body.courier)) throw badRequest(OrderAdminMessages.shipNeeds);
  // An order paid online is worked on once its gateway said paid (docs/decisions/014-payments.md).
  if (to === 'confirmed' && (row.payment_status === 'awaiting_payment' || row.payment_status === 'failed')) throw badRequest(OrderAdminMessages.notPaidYet);
  if (body.waybill && to === 'shipped' && (await shipments.findShipmentByWaybill(db.kysely, body.waybill))) throw waybillUsed();

  const now = new Date().toISOString();
  const note = body.note || null;
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const moved = to === 'cancelled' ? await repo.cancelStatus(trx, row.id, [row.status], now) : await repo.moveStatus(trx, row.id, [row.status], to, now);
      if (!moved) throw new MoveLost();
      const payment = paymentAfter(row, to);
      if (payment) await repo.setPaymentStatus(trx, row.id, payment);
      if (restocks(to)) await undoOrderEffects(trx, row);
      if (to === 'shipped') {
        await shipments.insertShipment(trx, { id: newId('shp'), order_id: row.id, waybill: body.waybill!, courier: body.courier!, created_at: now });
      }
      await repo.insertHistory(trx, { id: newId('osh'), order_id: row.id, status: to, actor: 'owner', note, created_at: now });
    });
  } catch (error) {
    // Another move got there first: say where the order is now.
    if (error instanceof MoveLost) throw cannotMove((await findOrderOr404(db, row.id)).status, to);
    // The waybill was taken by a parallel shipment (unique key).
    if (to === 'shipped' && (await shipments.findShipmentByWaybill(db.kysely, body.waybill!))) throw waybillUsed();
    throw error;
  }
  const order = await loadAdminOrder(db, await findOrderOr404(db, row.id));
  const event = noticeFor(row.status, to);
  if (event) {
    const trackingUrl = order.shipment ? `${deps.config.publicUrl}/track-order/${encodeURIComponent(order.shipment.waybill)}` : undefined;
    await notify(deps, order, event, { waybill: order.shipment?.waybill, courier: order.shipment?.courier, trackingUrl, note });
  }
  return order;
}

class MoveLost extends Error {}

/** 'Refunded ₹1,047 to Card (test gateway), ref RF-1: the owner's note'. */
function refundNote(amount: string, method: string, body: z.infer<typeof refundRecordSchema>): string {
  const ref = body.reference ? `, ref ${body.reference}` : '';
  return `Refunded ${amount} to ${method}${ref}${body.note ? `: ${body.note}` : ''}`;
}

/**
 * The owner records that money due back was sent (docs/decisions/014-payments.md, Refunds): a
 * cancelled order whose payment is 'refund_due' becomes refunded (order and payment), or a live
 * order's second payment is marked refunded. One transaction; the conditional updates let one of
 * two parallel records win, the other finding nothing due.
 */
export async function recordRefund(deps: OrdersDeps, key: string, body: z.infer<typeof refundRecordSchema>): Promise<AdminOrder> {
  const { db } = deps;
  const row = await findOrderOr404(db, key);
  const whole = canRecordRefund(row);
  const now = new Date().toISOString();
  const note = (amount: number, currency: string | null) =>
    refundNote(formatMoney(amount, currency ?? row.currency), paymentMethodName(row.payment_method), body);
  let sent = 0;
  await db.kysely.transaction().execute(async (trx) => {
    if (whole && !(await repo.moveStatus(trx, row.id, ['cancelled'], 'refunded', now))) throw badRequest(OrderAdminMessages.nothingToRefund);
    const refunded = await refundAttempts(trx, row.id, whole, now);
    if (!whole && refunded.amount === 0) throw badRequest(OrderAdminMessages.nothingToRefund);
    if (whole) await repo.setPaymentStatus(trx, row.id, 'refunded');
    // A whole order goes back in full, even if its attempts predate their record (migration 014).
    sent = whole ? Math.max(refunded.amount, Number(row.grand_total)) : refunded.amount;
    await repo.insertHistory(trx, {
      id: newId('osh'),
      order_id: row.id,
      status: whole ? 'refunded' : row.status,
      actor: 'owner',
      note: note(sent, refunded.currency),
      created_at: now,
    });
  });
  const order = await loadAdminOrder(db, await findOrderOr404(db, row.id));
  await notify(deps, order, 'refunded', { refundedAmount: formatMoney(sent, order.currency), note: body.note || null });
  return order;
}

/** Scan labels that also move the order (decisions/012, Couriers); any other label is only recorded. */
const MOVING_SCANS: Record<string, OrderStatus> = {
  'out for delivery': 'out_for_delivery',
  delivered: 'delivered',
};

/**
 * Records a courier scan. A scan labelled 'Out for delivery' or 'Delivered' also moves the order
 * there when the owner's table allows it from where the order is; otherwise the scan is kept
 * and the order stays (a late or repeated scan changes nothing).
 */
export async function addShipmentScan(deps: OrdersDeps, waybill: string, body: ScanBody): Promise<AdminOrder> {
  const shipment = await shipments.findShipmentByWaybill(deps.db.kysely, waybill);
  if (!shipment) throw notFound(OrderAdminMessages.shipmentNotFound);
  // Scans are listed newest first: two within one millisecond keep their order.
  const now = monotonicNow().toISOString();
  await shipments.insertScan(deps.db.kysely, {
    id: newId('scn'),
    waybill,
    status: body.status,
    location: body.location || null,
    note: body.note || null,
    scanned_at: body.scanned_at ?? now,
    created_at: now,
  });
  const to = MOVING_SCANS[body.status.toLowerCase()];
  const row = await findOrderOr404(deps.db, shipment.order_id);
  if (to && canMove('owner', row.status, to) && row.status !== 'refund_requested') {
    const where = body.location ? ` at ${body.location}` : '';
    try {
      return await moveOrderAsOwner(deps, row.id, { to, note: `Courier scan: ${body.status}${where}` });
    } catch (error) {
      if (!(error instanceof AppError)) throw error; // a parallel move won: the scan stands
    }
  }
  return loadAdminOrder(deps.db, await findOrderOr404(deps.db, row.id));
}
