import { type Kysely, sql } from 'kysely';

// Issue 29: one open payment attempt per order (docs/decisions/014-payments.md, One open attempt).
// Pressing Pay again while an attempt is open answers that attempt's gateway page, so the shop
// keeps the page it was given (redirect_url); a partial unique index makes a second open attempt
// impossible even when two presses race. Attempts may now also end 'refund_due' (money taken that
// must go back) and 'refunded'; so may an order's payment (a paid order that was cancelled).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_payments').addColumn('redirect_url', 'text').execute();
  // Before this rule an order could have several open attempts: only its newest stays open.
  await sql`
    update order_payments set status = 'failed'
    where status = 'started' and exists (
      select 1 from order_payments newer
      where newer.order_id = order_payments.order_id and newer.status = 'started'
        and (newer.created_at > order_payments.created_at or (newer.created_at = order_payments.created_at and newer.id > order_payments.id))
    )`.execute(db);
  // Paid orders cancelled before this rule kept 'paid': their money is owed back.
  await sql`update orders set payment_status = 'refund_due' where status = 'cancelled' and payment_status = 'paid'`.execute(db);
  await db.schema
    .createIndex('order_payments_one_open_key')
    .on('order_payments')
    .column('order_id')
    .unique()
    .where(sql.ref('status'), '=', 'started')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_payments_one_open_key').ifExists().execute();
  await db.schema.alterTable('order_payments').dropColumn('redirect_url').execute();
}
