import type { OrderStatus, PaymentStatus } from '@vitrine/contracts/orders';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { paymentAfterCancel } from './order-status.ts';
import type { OrderItemsTable, OrderStatusHistoryTable, OrdersTable } from './orders.table.ts';

// Queries of the orders module (migration 012). Stock moves here too, because it moves only with
// an order: each change is one conditional statement inside the order's transaction.

type Q = Kysely<Database>;
export type OrderRow = Selectable<OrdersTable>;

export function findOrderByCartId(db: Q, cartId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
}

/** By its id or its order number. */
export function findOrder(db: Q, key: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', key), eb('order_no', '=', key.toUpperCase())]))
    .executeTakeFirst();
}

export function findOrderItems(db: Q, orderId: string) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
}

export function findOrderHistory(db: Q, orderId: string) {
  return db.selectFrom('order_status_history').selectAll().where('order_id', '=', orderId).orderBy('seq').orderBy('created_at').orderBy('id').execute();
}

/** An order as written: the rows the database stored, defaults filled in. */
export interface WrittenOrder {
  order: OrderRow;
  items: Selectable<OrderItemsTable>[];
  history: Selectable<OrderStatusHistoryTable>[];
}

/**
 * Writes an order, its lines and its first history entry, and hands back what was stored
 * (`returning`, on both databases): placing an order answers from it instead of reading it back.
 */
export async function insertOrder(
  db: Q,
  order: Insertable<OrdersTable>,
  items: Insertable<OrderItemsTable>[],
  history: Insertable<OrderStatusHistoryTable>,
): Promise<WrittenOrder> {
  const stored = await db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
  const lines = items.length ? await db.insertInto('order_items').values(items).returningAll().execute() : [];
  const first = await db
    .insertInto('order_status_history')
    .values({ ...history, seq: 1 })
    .returningAll()
    .executeTakeFirstOrThrow();
  // `returning` gives rows in no promised order: the lines in the order findOrderItems reads them.
  return { order: stored, items: lines.sort((a, b) => a.position - b.position), history: [first] };
}

export async function isOrderNoTaken(db: Q, orderNo: string): Promise<boolean> {
  return Boolean(await db.selectFrom('orders').select('id').where('order_no', '=', orderNo).executeTakeFirst());
}

/**
 * Takes `quantity` units of a variant, only if that many are left: false when they are not (the
 * order is then refused and its transaction rolled back). The product's own stock, which the
 * in-stock filter reads, follows without going below zero.
 */
/** Takes `quantity` units of the variant while it has them and still sells at `unitPrice`: false otherwise. */
export async function takeStock(db: Q, productId: string, variantId: string, quantity: number, unitPrice: number): Promise<boolean> {
  const result = await db
    .updateTable('product_variants')
    .set({ stock: sql`stock - ${quantity}` })
    .where('id', '=', variantId)
    .where('stock', '>=', quantity)
    .where('selling_price', '=', unitPrice)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db
    .updateTable('products')
    .set({
      stock: sql`case when stock > ${quantity} then stock - ${quantity} else 0 end`,
      sales_count: sql`sales_count + ${quantity}`,
    })
    .where('id', '=', productId)
    .execute();
  return true;
}

/** Puts units back (a cancelled order). */
export async function returnStock(db: Q, productId: string, variantId: string, quantity: number): Promise<void> {
  await db
    .updateTable('product_variants')
    .set({ stock: sql`stock + ${quantity}` })
    .where('id', '=', variantId)
    .execute();
  await db
    .updateTable('products')
    .set({ stock: sql`stock + ${quantity}` })
    .where('id', '=', productId)
    .execute();
}

/**
 * Moves an order to `to` only from one of `from`: one conditional statement, so of two parallel
 * cancels exactly one changes the order (and restocks).
 */
export async function moveStatus(db: Q, orderId: string, from: readonly OrderStatus[], to: OrderStatus, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now })
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Cancels an order from one of `from` in ONE conditional update that also turns money it kept
 * into money owed back (order-status.ts paymentAfterCancel), read as the row is written: a payment
 * landing at the same moment ends 'refund_due' whichever statement runs first.
 */
export async function cancelStatus(db: Q, orderId: string, from: readonly OrderStatus[], now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({
      status: 'cancelled' as const,
      payment_status: eb.case().when('payment_status', '=', 'paid').then(paymentAfterCancel('paid')).else(eb.ref('payment_status')).end(),
      updated_at: now,
    }))
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A move's history row, numbered after the order's last one (inside the move's transaction). */
export async function insertHistory(db: Q, row: Insertable<OrderStatusHistoryTable>): Promise<void> {
  await db
    .insertInto('order_status_history')
    .values({
      ...row,
      seq: (eb) => eb.selectFrom('order_status_history').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).where('order_id', '=', row.order_id),
    })
    .execute();
}

export async function countCustomerOrders(db: Q, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findCustomerOrders(db: Q, customerId: string, limit: number, offset: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Each order's first line and its quantity total, for the order list. */
export function findOrderListLines(db: Q, orderIds: string[]) {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .selectFrom('order_items')
    .select(['order_id', 'position', 'name', 'image', 'quantity'])
    .where('order_id', 'in', orderIds)
    .orderBy('position')
    .execute();
}

export type TrackedFlag = 'google_gtag_event_tracked' | 'google_gtm_event_tracked' | 'facebook_pixel_event_tracked';

/** Sets a purchase-tracking flag once: true only for the call that set it. */
export async function markTracked(db: Q, orderId: string, flag: TrackedFlag): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ [flag]: 1 })
    .where('id', '=', orderId)
    .where(flag, '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets how the order stands with its payment (COD paid on delivery, a refund approved). */
export async function setPaymentStatus(db: Q, orderId: string, paymentStatus: PaymentStatus): Promise<void> {
  await db.updateTable('orders').set({ payment_status: paymentStatus }).where('id', '=', orderId).execute();
}

export function findOrderByNo(db: Q, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo.toUpperCase()).executeTakeFirst();
}

/** Every order for the owner, newest first, of one status or all. */
export function findOrdersPage(db: Q, status: OrderStatus | null, limit: number, offset: number) {
  let query = db.selectFrom('orders').selectAll();
  if (status) query = query.where('status', '=', status);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countOrders(db: Q, status: OrderStatus | null): Promise<number> {
  let query = db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}
