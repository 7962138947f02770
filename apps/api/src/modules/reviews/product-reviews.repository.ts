import { RATEABLE_ORDER_STATUSES } from '@vitrine/contracts/orders';
import type { ReviewStatus, StarCount } from '@vitrine/contracts/reviews';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

// Reads of the product page's reviews and the owner's moderation (decisions/028). Like the
// received-order check of reviews.repository.ts, products, customers and orders are only read here.

type Q = Kysely<Database>;

/** A published product by its slug (the list's lookup), or by its id (the review's write). */
export function findPublishedProduct(db: Q, by: { slug: string } | { id: string }) {
  const query = db.selectFrom('products').select(['id', 'slug', 'name']).where('is_published', '=', 1);
  return ('slug' in by ? query.where('slug', '=', by.slug) : query.where('id', '=', by.id)).executeTakeFirst();
}

/** The review carries text the list shows (a title or a body), not stars alone. */
const hasText = (eb: ExpressionBuilder<Database, 'product_reviews'>) => eb.or([eb('product_reviews.title', '<>', ''), eb('product_reviews.body', '<>', '')]);

/** Published ratings of the product counted per star, and how many of them carry text. */
export async function countPublishedRatings(db: Q, productId: string): Promise<{ counts: StarCount[]; withText: number }> {
  const rows = await db
    .selectFrom('product_reviews')
    .select((eb) => [
      'rating',
      eb.fn.countAll<string | number>().as('count'),
      eb.fn.sum<string | number | null>(eb.case().when(hasText(eb)).then(1).else(0).end()).as('with_text'),
    ])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .groupBy('rating')
    .execute();
  return {
    counts: rows.map((r) => ({ stars: Number(r.rating), count: Number(r.count) })),
    withText: rows.reduce((sum, r) => sum + Number(r.with_text ?? 0), 0),
  };
}

/**
 * One page of the product's published reviews with text, newest first, with the author's names
 * and whether the author received an order holding the product (verified purchase).
 */
export function findPublishedReviews(db: Q, productId: string, limit: number, offset: number) {
  return db
    .selectFrom('product_reviews')
    .innerJoin('customers', 'customers.id', 'product_reviews.customer_id')
    .select((eb) => [
      'product_reviews.id',
      'product_reviews.rating',
      'product_reviews.title',
      'product_reviews.body',
      'product_reviews.created_at',
      'product_reviews.updated_at',
      'customers.first_name',
      'customers.last_name',
      eb
        .exists(
          eb
            .selectFrom('orders')
            .innerJoin('order_items', 'order_items.order_id', 'orders.id')
            .select(sql.lit(1).as('one'))
            .whereRef('orders.customer_id', '=', 'product_reviews.customer_id')
            .whereRef('order_items.product_id', '=', 'product_reviews.product_id')
            .where('orders.status', 'in', RATEABLE_ORDER_STATUSES),
        )
        .as('verified'),
    ])
    .where('product_reviews.product_id', '=', productId)
    .where('product_reviews.status', '=', 'published')
    .where(hasText)
    .orderBy('product_reviews.created_at', 'desc')
    .orderBy('product_reviews.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The owner's queue: reviews in one status (or all), newest first, with product and customer. */
export function findReviewsForOwner(db: Q, status: ReviewStatus | undefined, limit: number, offset: number) {
  let query = db
    .selectFrom('product_reviews')
    .innerJoin('products', 'products.id', 'product_reviews.product_id')
    .innerJoin('customers', 'customers.id', 'product_reviews.customer_id')
    .select([
      'product_reviews.id',
      'product_reviews.status',
      'product_reviews.rating',
      'product_reviews.title',
      'product_reviews.body',
      'product_reviews.created_at',
      'product_reviews.updated_at',
      'products.id as product_id',
      'products.name as product_name',
      'products.slug as product_slug',
      'customers.id as customer_id',
      'customers.first_name',
      'customers.last_name',
      'customers.email',
    ]);
  if (status) query = query.where('product_reviews.status', '=', status);
  return query.orderBy('product_reviews.created_at', 'desc').orderBy('product_reviews.id', 'desc').limit(limit).offset(offset).execute();
}

export async function countReviewsForOwner(db: Q, status: ReviewStatus | undefined): Promise<number> {
  let query = db.selectFrom('product_reviews').select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Sets a review's status; the product's slug (its page to forget), or undefined for an unknown review. */
export async function setReviewStatus(db: Q, id: string, status: ReviewStatus, now: string): Promise<string | undefined> {
  const row = await db.updateTable('product_reviews').set({ status, updated_at: now }).where('id', '=', id).returning('product_id').executeTakeFirst();
  return row ? findProductSlug(db, row.product_id) : undefined;
}

/** Deletes a review; the product's slug, or undefined for an unknown review. */
export async function deleteReview(db: Q, id: string): Promise<string | undefined> {
  const row = await db.deleteFrom('product_reviews').where('id', '=', id).returning('product_id').executeTakeFirst();
  return row ? findProductSlug(db, row.product_id) : undefined;
}

async function findProductSlug(db: Q, productId: string): Promise<string | undefined> {
  return (await db.selectFrom('products').select('slug').where('id', '=', productId).executeTakeFirst())?.slug;
}
