import type { Kysely } from 'kysely';

// Issue 12, payments (docs/decisions/014-payments.md). `order_payments` is the shop's record of
// each attempt to pay an order through a gateway: its reference at the gateway and how it ended.
// An order is marked paid only from the gateway's own word (a signed confirmation or the shop
// asking the gateway), never from the shopper's return. `test_gateway_payments` is the built-in
// test gateway's side: the payments it was asked to take, as a hosted gateway would keep them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('reference', 'text') // the gateway's id, once it answered
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // started | paid | failed
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('order_payments_gateway_reference_key', ['gateway', 'reference'])
    .execute();
  await db.schema.createIndex('order_payments_order_idx').on('order_payments').columns(['order_id', 'created_at']).execute();

  await db.schema
    .createTable('test_gateway_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_reference', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // created | paid | declined
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('webhook_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['test_gateway_payments', 'order_payments']) await db.schema.dropTable(table).ifExists().execute();
}
