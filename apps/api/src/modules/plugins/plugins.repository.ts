import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PluginsTable } from './plugins.table.ts';

/** Unordered: the databases' collations sort mixed case apart (the service sorts by code point). */
export async function findActivePlugins(db: Kysely<Database>) {
  return db.selectFrom('plugins').selectAll().where('is_active', '=', 1).execute();
}

export async function findPlugin(db: Kysely<Database>, moduleName: string) {
  return db.selectFrom('plugins').selectAll().where('module_name', '=', moduleName).executeTakeFirst();
}

export async function upsertPlugin(db: Kysely<Database>, row: PluginsTable) {
  await db
    .insertInto('plugins')
    .values(row)
    .onConflict((oc) => oc.column('module_name').doUpdateSet({ is_active: row.is_active, config: row.config, updated_at: row.updated_at }))
    .execute();
}
