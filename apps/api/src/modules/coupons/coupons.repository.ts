import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CouponsTable } from './coupons.table.ts';

export type CouponRow = Selectable<CouponsTable>;

/** The owner's list is bounded: past this many coupons the oldest codes are not listed. */
const MAX_ADMIN_COUPONS = 1000;
/** The coupon popup shows at most this many. */
const MAX_LISTED_COUPONS = 50;

/** Codes are stored upper-case, so an upper-cased code finds its row through the unique index. */
export async function findCouponByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('coupons').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
}

export async function findCouponById(db: Kysely<Database>, id: string) {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAllCoupons(db: Kysely<Database>) {
  return db.selectFrom('coupons').selectAll().orderBy('code').limit(MAX_ADMIN_COUPONS).execute();
}

/** Listed, active coupons not ended at `now` (ISO UTC, compared as text like every stored time). */
export async function findListedCoupons(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('is_listed', '=', 1)
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('code')
    .limit(MAX_LISTED_COUPONS)
    .execute();
}

export async function insertCoupon(db: Kysely<Database>, row: Insertable<CouponsTable>) {
  await db.insertInto('coupons').values(row).execute();
}

/** The number of rows changed (0: no such coupon). */
export async function updateCoupon(db: Kysely<Database>, id: string, changes: Updateable<CouponsTable>) {
  const result = await db.updateTable('coupons').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Its redemptions go with it (foreign key, on delete cascade). */
export async function deleteCoupon(db: Kysely<Database>, id: string) {
  const result = await db.deleteFrom('coupons').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How often each of these coupons was redeemed by this customer (coupons never used are absent). */
export async function countCustomerRedemptions(db: Kysely<Database>, couponIds: string[], customerId: string): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('coupon_redemptions')
    .select(['coupon_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('coupon_id', 'in', couponIds)
    .where('customer_id', '=', customerId)
    .groupBy('coupon_id')
    .execute();
  return new Map(rows.map((r) => [r.coupon_id, Number(r.n)]));
}

export async function hasRedemption(db: Kysely<Database>, couponId: string, cartId: string): Promise<boolean> {
  const row = await db.selectFrom('coupon_redemptions').select('id').where('coupon_id', '=', couponId).where('cart_id', '=', cartId).executeTakeFirst();
  return row !== undefined;
}

/**
 * One use more, only while the limit allows: ONE conditional UPDATE, atomic on both databases
 * (PostgreSQL re-checks the condition after waiting for the row lock; SQLite runs one writer at a
 * time). On PostgreSQL the row stays locked until the transaction ends, which serialises every
 * redemption of this coupon. Answers the per-customer limit, or undefined when nothing changed.
 */
export async function incrementCouponUse(db: Kysely<Database>, couponId: string) {
  return db
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
    .returning(['per_customer_limit'])
    .executeTakeFirst();
}

/** Gives back a use taken by incrementCouponUse in the same transaction (a refusal after it). */
export async function decrementCouponUse(db: Kysely<Database>, couponId: string) {
  await db
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('id', '=', couponId)
    .where('used_count', '>', 0)
    .execute();
}

/** True when the row was added; false when this cart already has one (the unique coupon_id + cart_id). */
export async function insertRedemption(
  db: Kysely<Database>,
  row: { id: string; coupon_id: string; cart_id: string; customer_id: string | null; created_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('coupon_redemptions')
    .values(row)
    .onConflict((oc) => oc.columns(['coupon_id', 'cart_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Removes a cart's use of a coupon: true when there was one (its count then goes down). */
export async function deleteRedemption(db: Kysely<Database>, couponId: string, cartId: string): Promise<boolean> {
  const result = await db.deleteFrom('coupon_redemptions').where('coupon_id', '=', couponId).where('cart_id', '=', cartId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
