import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export async function findSettings(db: Kysely<Database>, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db.selectFrom('settings').selectAll().where('key', 'in', keys).execute();
}

export async function upsertSettings(db: Kysely<Database>, rows: { key: string; value: string }[]) {
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx
        .insertInto('settings')
        .values(row)
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value }))
        .execute();
    }
  });
}

export async function findCountries(db: Kysely<Database>) {
  return db.selectFrom('countries').selectAll().orderBy('name').execute();
}

export async function findStates(db: Kysely<Database>) {
  return db.selectFrom('states').selectAll().orderBy('name').execute();
}

export async function findCountry(db: Kysely<Database>, idOrIso2: string) {
  return db
    .selectFrom('countries')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrIso2), eb('iso2', '=', idOrIso2.toUpperCase())]))
    .executeTakeFirst();
}

export async function updateCountryShipsTo(db: Kysely<Database>, id: string, shipsTo: number): Promise<void> {
  await db.updateTable('countries').set({ ships_to: shipsTo }).where('id', '=', id).execute();
}

/** The country's own fields, or the default set (country_id null) when it has none. */
export async function findAddressFields(db: Kysely<Database>, countryId: string) {
  const own = await db.selectFrom('address_fields').selectAll().where('country_id', '=', countryId).orderBy('address_type').orderBy('position').execute();
  if (own.length) return own;
  return db.selectFrom('address_fields').selectAll().where('country_id', 'is', null).orderBy('address_type').orderBy('position').execute();
}
