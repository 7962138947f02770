import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export async function upsertHeartbeat(db: Kysely<Database>, v: { day: string; host: string; at: string }) {
  await db
    .insertInto('heartbeats')
    .values({ day: v.day, host: v.host, count: 1, last_at: v.at })
    .onConflict((oc) => oc.column('day').doUpdateSet({ count: sql`heartbeats.count + 1`, last_at: v.at, host: v.host }))
    .execute();
}

export async function heartbeatCount(db: Kysely<Database>, day: string): Promise<number> {
  const row = await db.selectFrom('heartbeats').select('count').where('day', '=', day).executeTakeFirst();
  return row?.count ?? 0;
}

/** Health: one cheap round trip to the database. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
