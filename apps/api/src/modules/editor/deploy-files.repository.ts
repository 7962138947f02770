import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The newest updated_at of the tables owner writes change (ISO strings sort by time). */
export async function findLatestOwnerWrite(db: Kysely<Database>): Promise<string> {
  const latest = await Promise.all(
    (['storefronts', 'templates', 'pages', 'plugins'] as const).map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.max('updated_at').as('latest'))
        .executeTakeFirst();
      return row?.latest ? String(row.latest) : '';
    }),
  );
  // biome-ignore lint/complexity/useMathMinMax: these are ISO timestamps (strings), which Math.max cannot compare.
  return latest.reduce((a, b) => (b > a ? b : a), '');
}
