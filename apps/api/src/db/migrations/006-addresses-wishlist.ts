import type { Kysely } from 'kysely';

// Saved addresses and wishlist items of customers.
// Both belong to a customer (migration 005): deleting the customer deletes them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('address_type', 'text', (c) => c.notNull()) // Shipping | Billing
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('country_id', 'text', (c) => c.notNull().references('countries.id'))
    .addColumn('state_id', 'text', (c) => c.references('states.id'))
    // The country's dynamic fields (spec §3) as JSON { column_name: value }: they differ per
    // country and address type, and the owner can change them without a migration.
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_customer_idx').on('addresses').columns(['customer_id', 'address_type', 'is_default']).execute();

  await db.schema
    .createTable('wishlist_items')
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wishlist_items_pk', ['customer_id', 'product_id'])
    .execute();
  await db.schema.createIndex('wishlist_items_customer_idx').on('wishlist_items').columns(['customer_id', 'created_at']).execute();
  // Deleting a product cascades here; the index keeps that delete from scanning the table.
  await db.schema.createIndex('wishlist_items_product_idx').on('wishlist_items').column('product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wishlist_items').ifExists().execute();
  await db.schema.dropTable('addresses').ifExists().execute();
}
