import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AddressesTable } from './address.table.ts';

// Every query names the customer: an address is only ever read or changed by its owner.

function addressQuery(db: Kysely<Database>) {
  return db
    .selectFrom('addresses')
    .innerJoin('countries', 'countries.id', 'addresses.country_id')
    .leftJoin('states', 'states.id', 'addresses.state_id')
    .selectAll('addresses')
    .select(['countries.name as country_name', 'countries.iso2 as country_iso2', 'states.name as state_name', 'states.code as state_code']);
}
export type AddressRow = NonNullable<Awaited<ReturnType<ReturnType<typeof addressQuery>['executeTakeFirst']>>>;

/** Defaults first, then the newest. */
export async function findCustomerAddresses(db: Kysely<Database>, customerId: string, addressType?: string) {
  let query = addressQuery(db).where('addresses.customer_id', '=', customerId);
  if (addressType) query = query.where('addresses.address_type', '=', addressType);
  return query.orderBy('addresses.is_default', 'desc').orderBy('addresses.created_at', 'desc').orderBy('addresses.id').execute();
}

export async function findCustomerAddress(db: Kysely<Database>, customerId: string, id: string) {
  return addressQuery(db).where('addresses.customer_id', '=', customerId).where('addresses.id', '=', id).executeTakeFirst();
}

export async function countCustomerAddresses(db: Kysely<Database>, customerId: string, addressType?: string) {
  let query = db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('customer_id', '=', customerId);
  if (addressType) query = query.where('address_type', '=', addressType);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Kysely<Database>, row: Insertable<AddressesTable>) {
  await db.insertInto('addresses').values(row).execute();
}

export async function updateAddress(
  db: Kysely<Database>,
  customerId: string,
  id: string,
  changes: Updateable<Omit<AddressesTable, 'id' | 'customer_id' | 'created_at'>>,
) {
  const result = await db.updateTable('addresses').set(changes).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** One default per customer and address type: clears the flag on the others. */
export async function clearOtherDefaults(db: Kysely<Database>, customerId: string, addressType: string, keepId: string) {
  await db
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('customer_id', '=', customerId)
    .where('address_type', '=', addressType)
    .where('id', '!=', keepId)
    .where('is_default', '=', 1)
    .execute();
}
