import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

// Queries of the AbandonedCart plugin (the abandoned_carts table, migration 011).

type Q = Kysely<Database>;

/**
 * Carts left since `updatedBefore` that are still live, hold a line and an email or a phone, and
 * were never recorded: the oldest first, `limit` at most.
 */
export function findAbandonableCarts(db: Q, filter: { updatedBefore: string; now: string; limit: number }) {
  return db
    .selectFrom('carts')
    .leftJoin('abandoned_carts', 'abandoned_carts.cart_id', 'carts.id')
    .select(['carts.id', 'carts.email', 'carts.phone', 'carts.expires_at'])
    .where('abandoned_carts.cart_id', 'is', null)
    .where('carts.updated_at', '<', filter.updatedBefore)
    .where('carts.expires_at', '>=', filter.now)
    .where((eb) => eb.or((['carts.email', 'carts.phone'] as const).map((c) => eb.and([eb(c, 'is not', null), eb(c, '!=', '')]))))
    .where((eb) => eb.exists(eb.selectFrom('cart_items').select('cart_items.id').whereRef('cart_items.cart_id', '=', 'carts.id')))
    .orderBy('carts.updated_at')
    .orderBy('carts.id')
    .limit(filter.limit)
    .execute();
}
export type AbandonableCart = Awaited<ReturnType<typeof findAbandonableCarts>>[number];

/**
 * Records a cart once, if it still exists: true only for the one caller (of however many
 * processes) whose insert made the row.
 */
export async function insertAbandonedCart(db: Q, cartId: string, recordedAt: string): Promise<boolean> {
  const result = await db
    .insertInto('abandoned_carts')
    .columns(['cart_id', 'recorded_at'])
    .expression((eb) =>
      eb
        .selectFrom('carts')
        .select((s) => ['carts.id', s.val(recordedAt).as('recorded_at')])
        .where('carts.id', '=', cartId),
    )
    .onConflict((oc) => oc.column('cart_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function setNotified(db: Q, cartId: string, at: string): Promise<void> {
  await db.updateTable('abandoned_carts').set({ notified_at: at }).where('cart_id', '=', cartId).execute();
}

export async function setRestored(db: Q, cartId: string, at: string): Promise<void> {
  await db.updateTable('abandoned_carts').set({ restored_at: at }).where('cart_id', '=', cartId).execute();
}

/** A recorded cart (null when it was never recorded or is gone). */
export function findRecordedCart(db: Q, cartId: string) {
  return db
    .selectFrom('abandoned_carts')
    .innerJoin('carts', 'carts.id', 'abandoned_carts.cart_id')
    .select(['carts.id', 'carts.customer_id', 'carts.expires_at'])
    .where('abandoned_carts.cart_id', '=', cartId)
    .executeTakeFirst();
}

/** The owner's list: the newest `limit` recorded carts with their contact and unit count. */
export function findRecordedCarts(db: Q, limit: number) {
  return db
    .selectFrom('abandoned_carts')
    .innerJoin('carts', 'carts.id', 'abandoned_carts.cart_id')
    .select((eb) => [
      'abandoned_carts.cart_id',
      'carts.email',
      'carts.phone',
      eb
        .selectFrom('cart_items')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('cart_items.quantity'), s.val(0)).as('n'))
        .whereRef('cart_items.cart_id', '=', 'carts.id')
        .as('total_quantity'),
      'abandoned_carts.recorded_at',
      'abandoned_carts.notified_at',
      'abandoned_carts.restored_at',
    ])
    .orderBy('abandoned_carts.recorded_at', 'desc')
    .orderBy('abandoned_carts.cart_id', 'desc')
    .limit(limit)
    .execute();
}
