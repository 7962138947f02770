import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/envelope-assertions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The limit is per client IP and per route marked `limited`; SQLite is enough to show it.
describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect: 'sqlite', rateLimitPerMinute: '3' });
  });
  afterAll(() => t.close());

  const guess = (remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/storefront/verify-password', payload: { password: 'guess' }, remoteAddress });

  it('refuses the visitor password after the limit with a 429 envelope', async () => {
    for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(400);
    expectError(await guess(), 429, 'Too many requests. Please try again later');
  });

  it('counts each client IP on its own', async () => {
    expect((await guess('198.51.100.9')).statusCode).toBe(400);
  });

  it('leaves routes that are not limited alone', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/base/host', remoteAddress: '203.0.113.7' });
      expect(res.statusCode).toBe(200);
    }
  });
});
