import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDb, type Db } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';

// A fresh, migrated database for the seed tests: SQLite (in memory or in a file) or a
// PostgreSQL schema of its own (TEST_DATABASE_URL), dropped again by close().

export type SeedTestDialect = 'sqlite' | 'postgres';
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export interface SeedTestDb {
  db: Db;
  /** A temporary folder for media files (and the SQLite file when asked for one). */
  dir: string;
  sqlitePath: string | null;
  close: () => Promise<void>;
}

export async function openSeedTestDb(dialect: SeedTestDialect, options: { sqliteFile?: boolean } = {}): Promise<SeedTestDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-seed-'));
  if (dialect === 'sqlite') {
    const sqlitePath = options.sqliteFile ? path.join(dir, 'vitrine.sqlite') : null;
    const db = connectDb({ sqlitePath: sqlitePath ?? ':memory:' });
    await migrateToLatest(db);
    return {
      db,
      dir,
      sqlitePath,
      close: async () => {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!testDatabaseUrl) throw new Error('openSeedTestDb: TEST_DATABASE_URL is not set');
  const schema = `seed_test_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const db = connectDb({ databaseUrl: testDatabaseUrl, pgSchema: schema, poolSize: 2 });
  const close = async () => {
    await db.close();
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(db);
  } catch (err) {
    await close();
    throw err;
  }
  return { db, dir, sqlitePath: null, close };
}

/** Products whose search document has all the words (already normalised), as each database matches. */
export async function searchProductIds(db: Db, words: string): Promise<string[]> {
  const terms = words.split(' ').filter(Boolean);
  const rows =
    db.dialect === 'postgres'
      ? await sql<{ product_id: string }>`select product_id from product_search where tsv @@ to_tsquery('simple', ${terms.join(' & ')})`.execute(db.kysely)
      : await sql<{ product_id: string }>`select product_id from product_search where product_search match ${terms.map((t) => `"${t}"`).join(' ')}`.execute(
          db.kysely,
        );
  return rows.rows.map((r) => r.product_id);
}
