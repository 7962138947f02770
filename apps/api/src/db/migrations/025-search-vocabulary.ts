import { type Kysely, SqliteAdapter, sql } from 'kysely';

// The catalogue's words for the typo fallback of search (docs/decisions/039): on SQLite an
// fts5vocab table reads them, with how many products hold each, straight from the FTS5 index
// (no document is read). PostgreSQL needs nothing: ts_stat reads the same from the tsvectors.

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`create virtual table product_search_vocab using fts5vocab(product_search, row)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`drop table if exists product_search_vocab`.execute(db);
}
