import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

// Kysely's SQLite driver calls `prepare(sql)` for every statement it runs, and preparing (parsing
// and planning the SQL) cost ≈ 19 % of the shop's CPU while placing orders (bench/results/orders.md).
// The shop runs a few hundred distinct statements, so prepared ones are kept by their SQL text, the
// least recently used dropped past the bound (an `in (?, ?, …)` list makes one per
// length). A kept statement stays right after a schema change: SQLite re-prepares it itself.

/** Statements kept per database: the shop's distinct statements, with room for `in` lists. */
export const STATEMENT_CACHE_SIZE = 1000;

/** The database handed to Kysely's SqliteDialect: better-sqlite3, its prepared statements reused. */
export function withStatementCache(sqlite: SQLite.Database, max = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max });
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      // Kysely runs one statement at a time on its one connection, but a statement still being
      // iterated (a stream its reader left open) cannot run again: that call gets one of its own.
      const fresh = sqlite.prepare(sql);
      if (!kept) statements.set(sql, fresh);
      return fresh;
    },
  };
}
