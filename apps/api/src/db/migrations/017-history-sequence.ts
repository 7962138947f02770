import type { Kysely } from 'kysely';

// An order's status history is read in the order it was written. Two moves can share a
// millisecond (an owner's quick clicks, a refund requested and approved by scripts), and then
// created_at alone, or with a random id, shows them in either order. Each row now carries its
// place in its order's history (1, 2, 3…), taken inside the move's transaction.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_status_history')
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_status_history_order_seq_idx').on('order_status_history').columns(['order_id', 'seq']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_status_history_order_seq_idx').ifExists().execute();
  await db.schema.alterTable('order_status_history').dropColumn('seq').execute();
}
