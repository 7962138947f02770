import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

// The catalogue's search words with how many products hold each (docs/decisions/039), read from
// the full-text index itself: FTS5's vocabulary table (migration 025) on SQLite, ts_stat over the
// tsvectors on PostgreSQL. Words of unpublished products are included: a correction to one of
// them finds nothing and is not offered. product_search is the catalogue's table, only read here.

/** Words shorter than 3 letters are never one edit from a word of 4 or more. */
const MIN_WORD_LENGTH = 3;

export async function findSearchWords(db: Db, limit: number): Promise<[string, number][]> {
  const query =
    db.dialect === 'sqlite'
      ? sql<{ word: string; products: number }>`select term as word, doc as products from product_search_vocab
          where length(term) >= ${MIN_WORD_LENGTH} order by doc desc limit ${limit}`
      : sql<{ word: string; products: number }>`select word, ndoc as products from ts_stat('select tsv from product_search')
          where length(word) >= ${MIN_WORD_LENGTH} order by ndoc desc limit ${limit}`;
  const { rows } = await query.execute(db.kysely);
  return rows.map((r) => [r.word, Number(r.products)]);
}
