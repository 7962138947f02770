import type { PaymentStatus } from '@vitrine/contracts/orders';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OrderPaymentsTable, PaymentAttemptStatus } from './payments.table.ts';

// Queries of the payments module (migration 014). Every change of state is one conditional
// update, so a webhook and the shopper's return arriving together settle a payment once.

type Q = Kysely<Database>;
export type PaymentAttemptRow = Selectable<OrderPaymentsTable>;

export async function insertAttempt(db: Q, row: Insertable<OrderPaymentsTable>): Promise<void> {
  await db.insertInto('order_payments').values(row).execute();
}

export async function setAttemptReference(db: Q, id: string, reference: string, now: string): Promise<void> {
  await db.updateTable('order_payments').set({ reference, updated_at: now }).where('id', '=', id).execute();
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
