import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { StorefrontsTable } from './storefront.table.ts';

export async function findStorefrontRow(db: Kysely<Database>) {
  return db.selectFrom('storefronts').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

export async function findChannelWithCountry(db: Kysely<Database>, channelId: string) {
  return db
    .selectFrom('channels')
    .innerJoin('countries', 'countries.id', 'channels.country_id')
    .select([
      'channels.id as id',
      'channels.name as name',
      'channels.currency_code as currency_code',
      'channels.currency_symbol as currency_symbol',
      'countries.id as country_id',
      'countries.name as country_name',
      'countries.mobile_code as mobile_code',
      'countries.mobile_number_length as mobile_number_length',
    ])
    .where('channels.id', '=', channelId)
    .executeTakeFirst();
}

export async function updateStorefrontRow(db: Kysely<Database>, id: string, patch: Partial<Omit<StorefrontsTable, 'id'>>): Promise<void> {
  await db.updateTable('storefronts').set(patch).where('id', '=', id).execute();
}

export async function insertModeSubscription(db: Kysely<Database>, row: { id: string; email: string; mode: string; created_at: string }): Promise<void> {
  await db
    .insertInto('mode_subscriptions')
    .values(row)
    .onConflict((oc) => oc.columns(['email', 'mode']).doNothing())
    .execute();
}

export async function countModeSubscriptions(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('mode_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
