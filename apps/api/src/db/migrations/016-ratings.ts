import type { Kysely } from 'kysely';

// Issue 12, ratings (docs/decisions/016-ratings.md): the shopper's rating of the checkout
// experience, one per order (order_id unique: a second submit updates it), and product reviews,
// one per customer and product (unique pair: a second submit updates it). Reviews are stored with
// a status so that the later listing and moderation work on this same table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_experience_ratings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('product_reviews_customer_product_key', ['customer_id', 'product_id'])
    .execute();
  // The product page's list (a later issue): a product's published reviews, newest first.
  await db.schema.createIndex('product_reviews_product_idx').on('product_reviews').columns(['product_id', 'status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['product_reviews', 'order_experience_ratings']) await db.schema.dropTable(table).ifExists().execute();
}
