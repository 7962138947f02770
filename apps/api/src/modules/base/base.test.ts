import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { createTestApp, describeEachDatabase, useTestApp } from '../../test/test-app.ts';

describeEachDatabase('base routes', (dialect) => {
  const t = useTestApp(dialect);

  it('GET /api/base/host answers the configured host (localhost:PORT without PUBLIC_URL), never the Host header', async () => {
    const data = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/base/host', headers: { host: 'shop.example' } }));
    expect(data).toEqual({ host: 'localhost:3000', url: 'http://localhost:3000' });
  });

  it('records heart-beats under the configured host, not the Host header', async () => {
    const { day } = expectSuccess(await t.app.inject({ method: 'POST', url: '/api/base/heart-beat', headers: { host: 'evil.example' } }));
    const row = await t.db.kysely.selectFrom('heartbeats').selectAll().where('day', '=', day).executeTakeFirstOrThrow();
    expect(row.host).toBe('localhost:3000');
  });

  it("POST /api/base/heart-beat counts the day's beats", async () => {
    const first = expectSuccess(await t.app.inject({ method: 'POST', url: '/api/base/heart-beat', payload: {} }));
    expect(first.day).toBe(new Date().toISOString().slice(0, 10));
    // Without a body too: the browser's beacon may send none.
    const second = expectSuccess(await t.app.inject({ method: 'POST', url: '/api/base/heart-beat' }));
    expect(second.count).toBe(first.count + 1);
    const row = await t.db.kysely.selectFrom('heartbeats').selectAll().where('day', '=', first.day).executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(second.count);
  });

  it('GET /api/health checks the database', async () => {
    const data = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/health' }));
    expect(data).toEqual({ ok: true, database: dialect });
  });

  describe('when the database is gone', () => {
    let res: LightMyRequestResponse;
    beforeAll(async () => {
      const broken = await createTestApp({ dialect });
      await broken.db.close();
      res = await broken.app.inject({ method: 'GET', url: '/api/health' });
      await broken.close().catch(() => {}); // the pool is already closed; the schema still goes
    });

    it('GET /api/health answers 503 with status error', () => {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', message: 'Database unavailable' });
    });

    it('GET /api/health uses the error envelope when it fails', () => {
      expectError(res, 503, 'Database unavailable');
    });
  });
});
