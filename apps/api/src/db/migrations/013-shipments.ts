import type { Kysely } from 'kysely';

// Issue 12, shipping and tracking: an order ships once (order_id unique) under a waybill no other
// order uses (waybill unique, the 409 'This waybill is already used'). The courier's scans are
// kept by waybill: the admin scans route (and later a courier's webhook) writes them, the local
// courier provider reads them (docs/decisions/012-orders.md, Couriers).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('waybill', 'text', (c) => c.notNull().unique())
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shipment_scans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('waybill', 'text', (c) => c.notNull().references('shipments.waybill').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull()) // the courier's label: 'In transit', 'Delivered'…
    .addColumn('location', 'text')
    .addColumn('note', 'text')
    .addColumn('scanned_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipment_scans_waybill_idx').on('shipment_scans').columns(['waybill', 'scanned_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['shipment_scans', 'shipments']) await db.schema.dropTable(table).ifExists().execute();
}
