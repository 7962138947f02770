import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

// Every query names the customer: a wishlist is only ever read or changed by its owner.

/** Newest first. */
export async function findWishlistItems(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('wishlist_items')
    .select(['product_id', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('product_id')
    .execute();
}

export async function countWishlistItems(db: Kysely<Database>, customerId: string) {
  const row = await db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasWishlistItem(db: Kysely<Database>, customerId: string, productId: string) {
  const row = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('customer_id', '=', customerId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Adding twice keeps the first addition (and its date). */
export async function insertWishlistItem(db: Kysely<Database>, row: { customer_id: string; product_id: string; created_at: string }) {
  await db
    .insertInto('wishlist_items')
    .values(row)
    .onConflict((oc) => oc.columns(['customer_id', 'product_id']).doNothing())
    .execute();
}

export async function deleteWishlistItem(db: Kysely<Database>, customerId: string, productId: string) {
  const result = await db.deleteFrom('wishlist_items').where('customer_id', '=', customerId).where('product_id', '=', productId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
