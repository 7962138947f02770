import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { createFastify, registerApi } from '../app.ts';
import { connectDb, type Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoStore } from '../db/seed/seed-demo-store.ts';
import { loadConfig } from '../plugins/config.ts';
import { runPg } from './pg-template.ts';
import { cloneSeededSchema, copySeededMedia, openSeededSqlite } from './test-seed.ts';

// API tests build the app on a fresh, seeded database and call it in memory (app.inject).
// SQLite always; PostgreSQL when TEST_DATABASE_URL is set, each app in its own schema. The
// database is a copy of the demo store seeded once per run (test-seed.ts); without the global
// setup (another Vitest config) each app is migrated and seeded itself.

export type TestDialect = 'sqlite' | 'postgres';
export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}` } as const;
const PG_SKIPPED = 'PostgreSQL API tests skipped: set TEST_DATABASE_URL to run them';

/** One registered route: its method and URL pattern (`/api/menu/:id`, `/img/:width/*`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface TestApp {
  app: FastifyInstance;
  /** Every route the app registered (HEAD twins of GET routes left out). */
  routes: RegisteredRoute[];
  db: Db;
  /** The app's media folder (DATA_DIR/media): seeded product images, uploads. */
  mediaDir: string;
  adminHeaders: typeof adminHeaders;
  close: () => Promise<void>;
}

export async function createTestApp(options: {
  dialect: TestDialect;
  rateLimitPerMinute?: string;
  /** More environment for loadConfig (e.g. PUBLIC_URL, TRUST_PROXY). */
  env?: Record<string, string>;
}): Promise<TestApp> {
  const { dialect } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-api-test-'));
  const mediaDir = path.join(dataDir, 'media');
  const shared = inject('vitrineTestSeed');
  // The PostgreSQL template exists only when the global setup saw TEST_DATABASE_URL.
  const seed = dialect === 'sqlite' || shared?.pg ? shared : undefined;
  let db: Db;
  let dropSchema = async () => {};
  if (dialect === 'postgres') {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) throw new Error('createTestApp: TEST_DATABASE_URL is not set');
    let schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    if (seed) schema = await cloneSeededSchema(seed, databaseUrl);
    else await runPg(databaseUrl, `create schema "${schema}"; ${migrationTablesSql(schema)}`);
    dropSchema = async () => {
      await runPg(databaseUrl, `drop schema if exists "${schema}" cascade`);
    };
    db = connectDb({ databaseUrl, pgSchema: schema, poolSize: 4 });
  } else {
    db = seed ? openSeededSqlite(seed) : connectDb({ sqlitePath: ':memory:' });
  }
  try {
    if (seed) {
      copySeededMedia(seed, mediaDir);
    } else {
      await migrateToLatest(db);
      await seedDemoStore(db, { mediaDir });
    }
  } catch (err) {
    await db.close();
    await dropSchema();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    SESSION_SECRET: 'x'.repeat(40),
    LOG_LEVEL: 'silent',
    // Many requests come from one test client; the limit itself is tested with a low value.
    RATE_LIMIT_PER_MINUTE: options.rateLimitPerMinute ?? '10000',
    // signInTestCustomer registers every test shopper from 127.0.0.1; the cap has its own test.
    REGISTER_MAX_PER_IP: '10000',
    ...options.env,
  });
  const app = createFastify({ db, config });
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  await registerApi(app, { db, config });
  await app.ready();
  return {
    app,
    routes,
    db,
    mediaDir: config.mediaDir,
    adminHeaders,
    close: async () => {
      await app.close();
      await db.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Kysely's Migrator (without migrationTableSchema) looks for its own tables in every schema, so
// once another test schema has them it skips creating them here and fails. Creating them up
// front, as the Migrator would, sidesteps that (bug reported: migrate.ts should pass the schema).
function migrationTablesSql(schema: string): string {
  return [
    `create table "${schema}".kysely_migration (name varchar(255) not null primary key, timestamp varchar(255) not null)`,
    `create table "${schema}".kysely_migration_lock (id varchar(255) not null primary key, is_locked integer not null default 0)`,
  ].join('; ');
}

/**
 * One app shared by the tests of a describe block (built in beforeAll, closed in afterAll).
 * Read its fields inside tests or hooks, never while the block is being collected.
 */
export function useTestApp(dialect: TestDialect, env?: Record<string, string>): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp({ dialect, env });
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = () => {
    if (!current) throw new Error('useTestApp: the app is only available inside tests and hooks');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get routes() {
      return get().routes;
    },
    get db() {
      return get().db;
    },
    get mediaDir() {
      return get().mediaDir;
    },
    adminHeaders,
    close: () => get().close(),
  };
}

/** Runs the block on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL too. */
export function describeEachDatabase(name: string, fn: (dialect: TestDialect) => void): void {
  describe(`${name} [sqlite]`, () => fn('sqlite'));
  if (process.env.TEST_DATABASE_URL) {
    describe(`${name} [postgres]`, () => fn('postgres'));
    return;
  }
  announcePgSkippedOnce();
  describe(`${name} [postgres]`, () => {
    it.skip(PG_SKIPPED, () => {});
  });
}

// Test files run in separate worker processes; a marker file per vitest run (the workers share
// their parent's pid) keeps the notice to one line per run.
function announcePgSkippedOnce(): void {
  const g = globalThis as { __vitrinePgSkipAnnounced?: boolean };
  if (g.__vitrinePgSkipAnnounced) return;
  g.__vitrinePgSkipAnnounced = true;
  const marker = path.join(os.tmpdir(), `vitrine-pg-skipped-${process.ppid}`);
  try {
    const stale = Date.now() - fs.statSync(marker).mtimeMs > 10 * 60_000;
    if (!stale) return;
    fs.rmSync(marker, { force: true });
  } catch {
    // no marker yet
  }
  try {
    fs.writeFileSync(marker, '', { flag: 'wx' });
  } catch {
    return; // another worker announced it first
  }
  console.log(PG_SKIPPED);
}
