import type { Kysely } from 'kysely';

// Issue 12, orders (spec §3 Order): an order is a snapshot of the cart it came from (lines, prices,
// addresses, totals), so later catalogue changes never change what was bought. cart_id is unique:
// however many times a cart is submitted, it makes one order. Money is integer minor units.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique()) // short, random: not guessable in sequence
    .addColumn('cart_id', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('billing_address', 'text', (c) => c.notNull())
    .addColumn('shipping_method_id', 'text')
    .addColumn('shipping_method_name', 'text')
    .addColumn('coupon_id', 'text')
    .addColumn('coupon_code', 'text')
    .addColumn('sub_total', 'integer', (c) => c.notNull())
    .addColumn('mrp_total', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('grand_total', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('google_gtag_event_tracked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('google_gtm_event_tracked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('facebook_pixel_event_tracked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_customer_idx').on('orders').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull()) // JSON ImageRef
    .addColumn('options', 'text', (c) => c.notNull()) // JSON [{ name, value }]
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('mrp', 'integer', (c) => c.notNull())
    .addColumn('custom_text', 'text')
    .addColumn('image_path', 'text')
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').columns(['order_id', 'position']).execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull()) // customer | owner | system
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_status_history_order_idx').on('order_status_history').columns(['order_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['order_status_history', 'order_items', 'orders']) await db.schema.dropTable(table).ifExists().execute();
}
