import { type Kysely, SqliteAdapter, sql } from 'kysely';

// The search's last word matches as a prefix ("brass la" finds "brass lamp"). Without a prefix
// index, FTS5 merges the entries of every word that starts with it before it can read a single
// match: "la*" costs ~10 ms on a 1M-product catalogue, "lamp*" ~6 ms. With prefix indexes of 2, 3
// and 4 characters it reads one entry list, as for a whole word (~2 ms). Longer prefixes share few
// words and stay cheap; a one-letter last word is matched as a whole word (catalog/search-terms.ts).
// The table is made again with the option (FTS5 cannot add it), keeping every rowid.
// PostgreSQL's GIN index needs nothing: its prefix match reads the matching words' lists alone.

/** Makes product_search again with the given FTS5 options, keeping every row and rowid. */
async function rebuildSearchIndex(db: Kysely<any>, options: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`create virtual table product_search_rebuilt using fts5(product_id unindexed, document,
    tokenize = 'unicode61 remove_diacritics 2'${sql.raw(options)})`.execute(db);
  await sql`insert into product_search_rebuilt(rowid, product_id, document)
    select rowid, product_id, document from product_search`.execute(db);
  await sql`drop table product_search`.execute(db);
  await sql`alter table product_search_rebuilt rename to product_search`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await rebuildSearchIndex(db, ", prefix = '2 3 4'");
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuildSearchIndex(db, '');
}
