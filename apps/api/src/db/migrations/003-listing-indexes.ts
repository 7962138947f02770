import type { Kysely } from 'kysely';

// Listing indexes measured on a 1M-product catalogue (EXPLAIN QUERY PLAN on SQLite with ANALYZE
// statistics). Every sort walks one index in its own direction with the id as the last key,
// so ORDER BY … LIMIT stops after a page and keyset cursors seek straight to the next one.
export async function up(db: Kysely<any>): Promise<void> {
  // featured = featured_rank, then sales_count (002's index lacked the second key: a full sort).
  await db.schema.dropIndex('products_featured_idx').execute();
  await db.schema.createIndex('products_featured_idx').on('products').columns(['is_published', 'featured_rank', 'sales_count', 'id']).execute();
  // newest, with the id tie-breaker in the index.
  await db.schema.dropIndex('products_created_idx').execute();
  await db.schema.createIndex('products_newest_idx').on('products').columns(['is_published', 'created_at', 'id']).execute();
  // A brand filter checks category and price inside the index (counts never touch the table).
  await db.schema.dropIndex('products_brand_idx').execute();
  await db.schema.createIndex('products_brand_idx').on('products').columns(['brand_id', 'is_published', 'category_id', 'selling_price']).execute();
  // A category walked in featured or price order: a page of a leaf category with selective
  // filters reads a few hundred entries instead of the whole category; also category counts.
  await db.schema
    .createIndex('products_category_featured_idx')
    .on('products')
    .columns(['category_id', 'is_published', 'featured_rank', 'sales_count', 'id'])
    .execute();
  await db.schema.createIndex('products_category_price_idx').on('products').columns(['category_id', 'is_published', 'selling_price', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['products_category_price_idx', 'products_category_featured_idx', 'products_brand_idx', 'products_newest_idx', 'products_featured_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.createIndex('products_featured_idx').on('products').columns(['is_published', 'featured_rank', 'id']).execute();
  await db.schema.createIndex('products_created_idx').on('products').columns(['is_published', 'created_at']).execute();
  await db.schema.createIndex('products_brand_idx').on('products').columns(['brand_id', 'is_published']).execute();
}
