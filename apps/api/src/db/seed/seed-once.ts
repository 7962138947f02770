import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../connect.ts';
import type { Database } from '../database.ts';

// The first start writes a store (the demo store, or the empty one with SEED_DEMO=false) only
// into a database without a storefront row, once, however many processes start together.

// Keeps every multi-row insert far below PostgreSQL's 65,535 bind parameters and SQLite's limit.
const BATCH_SIZE = 200;
// Several app processes may start together on one PostgreSQL database; only one of them seeds.
const SEED_LOCK_KEY = 7_415_902_113;

async function hasStorefront(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('storefronts').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function insertRows<T extends keyof Database & string>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH_SIZE) as any)
      .execute();
  }
}

/** Runs `write` in one transaction when the database has no storefront yet. */
export async function seedIfEmpty(db: Db, write: (trx: Transaction<Database>) => Promise<void>): Promise<{ seeded: boolean }> {
  if (await hasStorefront(db.kysely)) return { seeded: false };
  return db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (await hasStorefront(trx)) return { seeded: false };
    await write(trx);
    return { seeded: true };
  });
}

/** Whether the database has no store yet: a cheap check before building rows (seedIfEmpty checks again under its lock). */
export async function needsSeed(db: Db): Promise<boolean> {
  return !(await hasStorefront(db.kysely));
}
