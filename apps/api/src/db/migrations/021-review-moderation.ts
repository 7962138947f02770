import type { Kysely } from 'kysely';

// Issue 15, reviews (docs/decisions/028-product-reviews.md): the owner's moderation queue lists
// reviews by status, newest first, across products. The product page's list keeps using
// product_reviews_product_idx (product_id, status, created_at) from migration 016.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('product_reviews_status_idx').on('product_reviews').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_reviews_status_idx').ifExists().execute();
}
