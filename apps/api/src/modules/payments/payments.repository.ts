import type { PaymentStatus } from '@vitrine/contracts/orders';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { paymentWhenPaid } from '../orders/order-status.ts';
import type { OrderPaymentsTable, PaymentAttemptStatus } from './payments.table.ts';

// Queries of the payments module (migration 014). Every change of state is one conditional
// update, so a webhook and the shopper's return arriving together settle a payment once.

type Q = Kysely<Database>;
export type PaymentAttemptRow = Selectable<OrderPaymentsTable>;

export async function insertAttempt(db: Q, row: Insertable<OrderPaymentsTable>): Promise<void> {
  await db.insertInto('order_payments').values(row).execute();
}

export async function setAttemptReference(db: Q, id: string, reference: string, redirectUrl: string, now: string): Promise<void> {
  await db.updateTable('order_payments').set({ reference, redirect_url: redirectUrl, updated_at: now }).where('id', '=', id).execute();
}

/** The order's one open attempt (migration 023 allows no second), answered by its gateway or not yet. */
export function findOpenAttempt(db: Q, orderId: string): Promise<PaymentAttemptRow | undefined> {
  return db.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).where('status', '=', 'started').executeTakeFirst();
}

/** Every attempt of an order, oldest first (the owner's view). */
export function findAttempts(db: Q, orderId: string): Promise<PaymentAttemptRow[]> {
  return db.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
}

/** Moves one attempt from `from` to `to`. */
export async function moveAttempt(db: Q, id: string, from: PaymentAttemptStatus, to: PaymentAttemptStatus, now: string): Promise<void> {
  await db.updateTable('order_payments').set({ status: to, updated_at: now }).where('id', '=', id).where('status', '=', from).execute();
}

/** Moves the order's attempts in one of `from` to `to`: the rows moved. */
export function moveAttempts(db: Q, orderId: string, from: readonly PaymentAttemptStatus[], to: PaymentAttemptStatus, now: string) {
  return db
    .updateTable('order_payments')
    .set({ status: to, updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', 'in', [...from])
    .returning(['id', 'amount', 'currency'])
    .execute();
}

export function findAttemptByReference(db: Q, gateway: string, reference: string): Promise<PaymentAttemptRow | undefined> {
  return db.selectFrom('order_payments').selectAll().where('gateway', '=', gateway).where('reference', '=', reference).executeTakeFirst();
}

/** The order's attempts still waiting for the gateway's word, newest first. */
export function findOpenAttempts(db: Q, orderId: string, limit: number): Promise<PaymentAttemptRow[]> {
  return db
    .selectFrom('order_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'started')
    .where('reference', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Ends an open attempt: false when it was already settled. */
export async function settleAttempt(db: Q, id: string, status: Exclude<PaymentAttemptStatus, 'started'>, now: string): Promise<boolean> {
  const result = await db
    .updateTable('order_payments')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'started')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves the order's payment status from one of `from`: false when it was elsewhere. */
export async function movePaymentStatus(db: Q, orderId: string, from: readonly PaymentStatus[], to: PaymentStatus, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ payment_status: to, updated_at: now })
    .where('id', '=', orderId)
    .where('payment_status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Records the gateway's money on the order, in ONE conditional update that reads the order's
 * status as it is when the row is written (order-status.ts paymentWhenPaid): 'paid', or
 * 'refund_due' when the order was cancelled meanwhile. Undefined when the order was not waiting
 * for a payment (another attempt paid it already).
 */
export async function recordOrderPaid(db: Q, orderId: string, from: readonly PaymentStatus[], now: string): Promise<PaymentStatus | undefined> {
  const row = await db
    .updateTable('orders')
    .set((eb) => ({
      payment_status: eb.case().when('status', '=', 'cancelled').then(paymentWhenPaid('cancelled')).else(paymentWhenPaid('placed')).end(),
      updated_at: now,
    }))
    .where('id', '=', orderId)
    .where('payment_status', 'in', [...from])
    .returning('payment_status')
    .executeTakeFirst();
  return row?.payment_status;
}

/** Orders paid online still unpaid since before `before`, oldest first. */
export function findStaleUnpaidOrders(db: Q, gateways: readonly string[], before: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'payment_method', 'cart_id', 'coupon_id'])
    .where('status', '=', 'placed')
    .where('payment_status', 'in', ['awaiting_payment', 'failed'])
    .where('payment_method', 'in', [...gateways])
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Cancels an order only while it is placed and still unpaid: false when it moved or got paid meanwhile. */
export async function cancelIfUnpaid(db: Q, orderId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'cancelled', updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'placed')
    .where('payment_status', 'in', ['awaiting_payment', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
