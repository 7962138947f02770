import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ShippingMethodsTable } from './shipping.table.ts';

/** The owner keeps a handful of methods; this bounds every read of them. */
const MAX_SHIPPING_METHODS = 200;

export async function findShippingMethods(db: Kysely<Database>, options: { activeOnly: boolean }) {
  let query = db.selectFrom('shipping_methods').selectAll();
  if (options.activeOnly) query = query.where('is_active', '=', 1);
  return query.orderBy('position').orderBy('name').limit(MAX_SHIPPING_METHODS).execute();
}

export async function findShippingMethod(db: Kysely<Database>, id: string) {
  return db.selectFrom('shipping_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertShippingMethod(db: Kysely<Database>, row: Insertable<ShippingMethodsTable>) {
  await db.insertInto('shipping_methods').values(row).execute();
}

/** The number of rows changed (0: no such method). */
export async function updateShippingMethod(db: Kysely<Database>, id: string, changes: Updateable<ShippingMethodsTable>) {
  const result = await db.updateTable('shipping_methods').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteShippingMethod(db: Kysely<Database>, id: string) {
  const result = await db.deleteFrom('shipping_methods').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
