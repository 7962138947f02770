import os from 'node:os';
import { Messages } from '@vitrine/contracts/messages';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../app.ts';
import { loadConfig } from '../plugins/config.ts';
import { expectError, expectSuccess } from '../test/envelope-assertions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { connectDb, type Db } from './connect.ts';

// Issue 9: a request may hold a PostgreSQL connection for DATABASE_STATEMENT_TIMEOUT_MS at most;
// a statement past it is cancelled and the request answers 503 with the envelope, not a 500.

const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), SESSION_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', ...env });

describe('DATABASE_STATEMENT_TIMEOUT_MS', () => {
  it('defaults to 5 s and takes 0 (no limit) up to 10 minutes', () => {
    expect(config().databaseStatementTimeoutMs).toBe(5000);
    expect(config({ DATABASE_STATEMENT_TIMEOUT_MS: '250' }).databaseStatementTimeoutMs).toBe(250);
    expect(config({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databaseStatementTimeoutMs).toBe(0);
    expect(() => config({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(() => config({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!databaseUrl)('PostgreSQL statement_timeout [postgres]', () => {
  let t: TestApp;
  let timed: Db;
  let app: Awaited<ReturnType<typeof buildApiApp>>;
  beforeAll(async () => {
    // The seeded schema of a test app, reached by a second pool with a 200 ms budget.
    t = await createTestApp({ dialect: 'postgres' });
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db.kysely);
    timed = connectDb({ databaseUrl, pgSchema: rows[0]!.schema, poolSize: 2, statementTimeoutMs: 200 });
    app = await buildApiApp({ db: timed, config: config({ RATE_LIMIT_PER_MINUTE: '10000' }) });
    app.get('/api/test/slow-query', async () => {
      await sql`select pg_sleep(3)`.execute(timed.kysely);
      return { status: 'success', message: '', data: null };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await timed?.close();
    await t?.close();
  });

  it('is set on every connection of the pool', async () => {
    const show = () => sql<{ statement_timeout: string }>`show statement_timeout`.execute(timed.kysely);
    // Two at once: both connections of the pool answer.
    const answers = await Promise.all([show(), show()]);
    for (const { rows } of answers) expect(rows[0]?.statement_timeout).toBe('200ms');
    const untimed = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(t.db.kysely);
    expect(untimed.rows[0]?.statement_timeout).toBe('0');
  });

  it('answers a cancelled statement with a 503 envelope, and the pool serves the next request', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/slow-query' });
    expectError(res, 503, Messages.databaseBusy, 'DATABASE_TIMEOUT');
    expect(res.headers['retry-after']).toBe('1');
    for (let i = 0; i < 3; i++) {
      expectSuccess(
        await app.inject({ method: 'POST', url: '/api/product/product-category/living', headers: { 'content-type': 'application/json' }, payload: '{}' }),
      );
    }
  });
});
