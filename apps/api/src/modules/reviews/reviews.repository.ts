import { RATEABLE_ORDER_STATUSES } from '@vitrine/contracts/orders';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OrderExperienceRatingsTable, ProductReviewsTable, ReviewStatus } from './reviews.table.ts';

// Queries of the ratings (migration 016). Both tables keep one row per key (order; customer and
// product), so two parallel submits leave one row: a second experience rating is refused, a
// second product review is an upsert on its key.

type Q = Kysely<Database>;
export type ExperienceRatingRow = Selectable<OrderExperienceRatingsTable>;
export type ProductReviewRow = Selectable<ProductReviewsTable>;

/** The order's first experience rating; undefined when it already has one (the unique key decides, so parallel submits keep one). */
export function insertExperienceRating(db: Q, row: Insertable<OrderExperienceRatingsTable>): Promise<ExperienceRatingRow | undefined> {
  return db
    .insertInto('order_experience_ratings')
    .values(row)
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findExperienceRating(db: Q, orderId: string): Promise<ExperienceRatingRow | undefined> {
  return db.selectFrom('order_experience_ratings').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function upsertProductReview(db: Q, row: Insertable<ProductReviewsTable>): Promise<ProductReviewRow> {
  return db
    .insertInto('product_reviews')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['customer_id', 'product_id']).doUpdateSet({
        order_id: row.order_id,
        rating: row.rating,
        title: row.title,
        body: row.body,
        // The owner's rejection stands: editing a rejected review does not bring it back (decisions/028).
        status: sql<ReviewStatus>`case when product_reviews.status = 'rejected' then 'rejected' else excluded.status end`,
        updated_at: row.updated_at,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The customer's received order (delivered, or delivered then refunded) holding the product:
 * `orderId` when given (by id or number), else their latest one; undefined when there is none.
 */
export function findReceivedOrderWithProduct(db: Q, customerId: string, productId: string, orderId?: string): Promise<{ id: string } | undefined> {
  let query = db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.customer_id', '=', customerId)
    .where('orders.status', 'in', RATEABLE_ORDER_STATUSES)
    .where('order_items.product_id', '=', productId);
  if (orderId) query = query.where((eb) => eb.or([eb('orders.id', '=', orderId), eb('orders.order_no', '=', orderId.toUpperCase())]));
  return query.orderBy('orders.created_at', 'desc').limit(1).executeTakeFirst();
}

/** The customer's reviews of these products (an order's lines: a bounded list). */
export function findCustomerReviews(db: Q, customerId: string, productIds: readonly string[]): Promise<ProductReviewRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('product_reviews').selectAll().where('customer_id', '=', customerId).where('product_id', 'in', productIds).execute();
}
