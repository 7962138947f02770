import type { Kysely } from 'kysely';

// Issue 11, the cart (spec §3 Cart, Cart item, Cart cookie): carts kept on the server and keyed
// by their cart session, their lines, the owner's coupons and shipping methods, coupon
// redemptions (one row per use, so usage limits are counted, not trusted) and abandoned carts.
// Money is integer minor units; times are ISO strings, as everywhere else.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey()) // the cart_session id (random, unguessable)
    .addColumn('customer_id', 'text', (c) => c.unique().references('customers.id').onDelete('cascade')) // one cart per customer
    .addColumn('coupon_id', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('shipping_address', 'text') // JSON snapshot of the address fields
    .addColumn('billing_address', 'text')
    .addColumn('shipping_method_id', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('carts_expires_idx').on('carts').column('expires_at').execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    // variant + personalisation: the same variant personalised differently is a line of its own
    .addColumn('line_key', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('added_price', 'integer', (c) => c.notNull()) // the unit price the shopper last saw
    .addColumn('custom_text', 'text')
    .addColumn('image_path', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_items_line_unique', ['cart_id', 'line_key'])
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique()) // stored upper-case
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull()) // percentage | fixed
    .addColumn('value', 'integer', (c) => c.notNull()) // percent, or minor units
    .addColumn('max_discount', 'integer') // a cap on a percentage discount, minor units
    .addColumn('min_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('per_customer_limit', 'integer')
    .addColumn('product_ids', 'text') // JSON string[]; null = every product
    .addColumn('category_ids', 'text') // JSON string[]; null = every category
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_listed', 'integer', (c) => c.notNull().defaultTo(1)) // shown in the coupon popup
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('customer_id', 'text')
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // one use per cart: placing the same cart twice cannot spend a coupon twice
    .addUniqueConstraint('coupon_redemptions_cart_unique', ['coupon_id', 'cart_id'])
    .execute();
  await db.schema.createIndex('coupon_redemptions_customer_idx').on('coupon_redemptions').columns(['coupon_id', 'customer_id']).execute();

  await db.schema
    .createTable('shipping_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('charge', 'integer', (c) => c.notNull()) // minor units
    .addColumn('free_over', 'integer') // free when the order (after discount) reaches this
    .addColumn('serviceable_only', 'integer', (c) => c.notNull().defaultTo(0)) // only to pincodes the pincode plugin serves
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('abandoned_carts')
    .addColumn('cart_id', 'text', (c) => c.primaryKey().references('carts.id').onDelete('cascade'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('notified_at', 'text')
    .addColumn('restored_at', 'text')
    .execute();

  // A per-product purchase limit (null: only stock and the cart's own cap apply).
  await db.schema.alterTable('products').addColumn('max_per_order', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('max_per_order').execute();
  for (const table of ['abandoned_carts', 'shipping_methods', 'coupon_redemptions', 'coupons', 'cart_items', 'carts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
