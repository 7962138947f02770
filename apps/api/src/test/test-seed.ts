import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { connectDb, type Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoStore } from '../db/seed/seed-demo-store.ts';
import { buildCloneScript, cloneSchema, runPg } from './pg-template.ts';

// Every API test app (~130 a run) used to migrate and seed the demo store itself; on PostgreSQL
// that was ~0.4 s an app. global-setup.ts does it once per run instead: a serialised SQLite
// image and the seeded media folder in a temp folder, and a PostgreSQL template schema.
// createTestApp opens a copy of each: the SQLite image in memory, the media copied (tests write
// uploads into it), the template cloned into the app's own schema (pg-template.ts, ~0.1 s).

export interface TestSeed {
  /** Holds demo-store.sqlite (the serialised image) and media/ (the seeded pictures). */
  dir: string;
  /** Set when TEST_DATABASE_URL is: the template schema and the script that copies it. */
  pg: { template: string; cloneScript: string } | null;
}

// What global-setup.ts provides to the workers (`inject('vitrineTestSeed')` in test-app.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    vitrineTestSeed: TestSeed | undefined;
  }
}

const IMAGE_FILE = 'demo-store.sqlite';
/** The template is `vitrine_tpl_<run>` and the apps' schemas `t_<run>_<app>`, so teardown finds them all. */
const runOf = (template: string) => template.replace('vitrine_tpl_', '');

/** Runs in the global setup: seeds once. `remove` drops everything this run created. */
export async function createTestSeed(options: { databaseUrl: string | undefined; tmpDir: string }): Promise<{ seed: TestSeed; remove: () => Promise<void> }> {
  const { databaseUrl } = options;
  const dir = fs.mkdtempSync(path.join(options.tmpDir, 'vitrine-test-seed-'));
  const now = new Date();
  const seed: TestSeed = { dir, pg: null };
  const remove = async () => {
    if (seed.pg && databaseUrl) await dropRunSchemas(databaseUrl, seed.pg.template);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // On a file, since connectDb gives no handle to serialise; rollback journal, so the image
    // opens in memory (a WAL-mode image would not).
    const file = path.join(dir, 'seeding.sqlite');
    const sqlite = connectDb({ sqlitePath: file });
    await migrateAndSeed(sqlite, path.join(dir, 'media'), now);
    const raw = new SQLite(file);
    raw.pragma('journal_mode = DELETE');
    fs.writeFileSync(path.join(dir, IMAGE_FILE), raw.serialize());
    raw.close();
    fs.rmSync(file);

    if (databaseUrl) {
      const template = `vitrine_tpl_${crypto.randomBytes(4).toString('hex')}`;
      seed.pg = { template, cloneScript: '' }; // set first, so a failure below drops the template
      await runPg(databaseUrl, `create schema ${template}`);
      const db = connectDb({ databaseUrl, pgSchema: template, poolSize: 2 });
      // Same pictures as above (the seed draws them from the slugs): written to a folder thrown away.
      await migrateAndSeed(db, path.join(dir, 'pg-media'), now);
      fs.rmSync(path.join(dir, 'pg-media'), { recursive: true, force: true });
      seed.pg.cloneScript = await buildCloneScript(databaseUrl, template);
    }
  } catch (err) {
    await remove();
    throw err;
  }
  return { seed, remove };
}

async function migrateAndSeed(db: Db, mediaDir: string, now: Date): Promise<void> {
  try {
    await migrateToLatest(db);
    await seedDemoStore(db, { mediaDir, now });
  } finally {
    await db.close();
  }
}

/** Drops the template and every app schema of its run that a crashed worker left behind. */
async function dropRunSchemas(databaseUrl: string, template: string): Promise<void> {
  const run = runOf(template);
  const rows = await runPg<{ name: string }>(databaseUrl, `select nspname as name from pg_namespace where nspname = $1 or nspname like $2`, [
    template,
    `t\\_${run}\\_%`,
  ]);
  for (const { name } of rows) await runPg(databaseUrl, `drop schema if exists "${name}" cascade`);
}

/** A fresh schema holding a copy of the seeded template; returns its name. */
export async function cloneSeededSchema(seed: TestSeed, databaseUrl: string): Promise<string> {
  if (!seed.pg) throw new Error('cloneSeededSchema: the global setup ran without TEST_DATABASE_URL');
  const schema = `t_${runOf(seed.pg.template)}_${crypto.randomBytes(4).toString('hex')}`;
  await cloneSchema(databaseUrl, seed.pg.cloneScript, schema);
  return schema;
}

// The seed's files, read once per worker and copied for every app (each gets its own database
// and folder); keyed by the seed's folder, in case a watch-mode rerun makes a new seed.
let loaded: { dir: string; image: Buffer; dirs: string[]; files: [string, Buffer][] } | undefined;

function loadSeed(seed: TestSeed) {
  if (loaded?.dir === seed.dir) return loaded;
  const from = path.join(seed.dir, 'media');
  const entries = fs.readdirSync(from, { recursive: true, withFileTypes: true });
  const rel = (e: fs.Dirent) => path.relative(from, path.join(e.parentPath, e.name));
  loaded = {
    dir: seed.dir,
    image: fs.readFileSync(path.join(seed.dir, IMAGE_FILE)),
    dirs: entries.filter((e) => e.isDirectory()).map(rel),
    files: entries.filter((e) => e.isFile()).map((e): [string, Buffer] => [rel(e), fs.readFileSync(path.join(from, rel(e)))]),
  };
  return loaded;
}

/** An in-memory copy of the seeded SQLite database. */
export function openSeededSqlite(seed: TestSeed): Db {
  return connectDb({ sqliteImage: loadSeed(seed).image });
}

/** Writes the seeded pictures into mediaDir; from memory, ~5× faster than fs.cpSync's walk. */
export function copySeededMedia(seed: TestSeed, mediaDir: string): void {
  const { dirs, files } = loadSeed(seed);
  fs.mkdirSync(mediaDir, { recursive: true });
  for (const dir of dirs) fs.mkdirSync(path.join(mediaDir, dir), { recursive: true });
  for (const [file, content] of files) fs.writeFileSync(path.join(mediaDir, file), content);
}
