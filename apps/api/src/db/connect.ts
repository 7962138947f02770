import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { withStatementCache } from './statement-cache.ts';

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
}

export interface DbOptions {
  /** postgres://… for PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl?: string;
  sqlitePath?: string;
  /** SQLite: an in-memory copy of this serialised database (`db.serialize()`) instead of sqlitePath; tests open a seeded one. */
  sqliteImage?: Buffer;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string;
  poolSize?: number;
  /**
   * PostgreSQL: the longest a statement may run (statement_timeout, ms; 0 or unset: no limit). A
   * statement past it is cancelled (SQLSTATE 57014, answered 503 by plugins/errors.ts), so no
   * request holds a pooled connection for long. SQLite has no such budget (docs/operations.md).
   */
  statementTimeoutMs?: number;
}

export function connectDb(options: DbOptions): Db {
  if (options.databaseUrl?.startsWith('postgres')) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A shop's queries read a page or a bounded sample: starting parallel workers costs more
      // (5–10 ms) than it saves, measured on the 1M-product bench catalogue.
      options: [
        '-c max_parallel_workers_per_gather=0',
        ...(options.statementTimeoutMs ? [`-c statement_timeout=${Math.trunc(options.statementTimeoutMs)}`] : []),
        ...(options.pgSchema ? [`-c search_path=${options.pgSchema}`] : []),
      ].join(' '),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const file = options.sqliteImage ? ':memory:' : (options.sqlitePath ?? ':memory:');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(options.sqliteImage ?? file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Large catalogs: read pages through the OS page cache (mmap) and keep 64 MB of them in process.
  sqlite.pragma('mmap_size = 268435456');
  sqlite.pragma('cache_size = -65536');
  // Listing plans depend on table statistics: refresh them at open when they are stale.
  sqlite.pragma('optimize = 0x10002');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}
