import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastify, registerApi } from '../app.ts';
import { connectDb } from '../db/connect.ts';
import { expectError } from '../test/envelope-assertions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loadConfig } from './config.ts';
import { hasRateLimitGroup } from './rate-limit-groups.ts';

// Each group of `limited` routes has its own budgets (rate-limit-groups.ts): per client IP and
// guessed value (email, phone, code), and a larger one per client IP. SQLite is enough to show it.
describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect: 'sqlite', rateLimitPerMinute: '3', env: { RATE_LIMIT_PER_IP_PER_MINUTE: '6' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const guess = (remoteAddress = '203.0.113.7') => post('/api/storefront/verify-password', { password: 'guess' }, remoteAddress);
  const login = (email: string, remoteAddress: string) => post('/api/auth/login', { email, password: 'wrong-password' }, remoteAddress);

  it('refuses the visitor password after the limit with a 429 envelope and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(400);
    const refused = await guess();
    expectError(refused, 429, 'Too many requests. Please try again later');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each client IP on its own', async () => {
    expect((await guess('198.51.100.9')).statusCode).toBe(400);
  });

  it('keeps a budget per group: mode sign-ups do not lock the IP out of login', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 8; i++) await post('/api/storefront/subscribe-to-mode', { email: `fan${i}@example.com` }, ip);
    expect((await login('someone@example.com', ip)).statusCode).toBe(401);
  });

  it('keys sign-in guesses by email as well as IP: shoppers behind one NAT do not lock each other out', async () => {
    const nat = '203.0.113.30';
    for (let i = 0; i < 3; i++) expect((await login('alice@example.com', nat)).statusCode).toBe(401);
    expectError(await login('alice@example.com', nat), 429, 'Too many requests. Please try again later');
    expect((await login('bob@example.com', nat)).statusCode).toBe(401);
  });

  it('still caps one IP trying many emails (RATE_LIMIT_PER_IP_PER_MINUTE)', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 6; i++) expect((await login(`user${i}@example.com`, ip)).statusCode).toBe(401);
    expectError(await login('user99@example.com', ip), 429, 'Too many requests. Please try again later');
  });

  it('keys OTP codes by phone: a code for one phone leaves another phone free', async () => {
    const ip = '203.0.113.50';
    const verify = (input: string) => post('/api/auth/otp/verify', { input, otp: '0000' }, ip);
    for (let i = 0; i < 3; i++) expect((await verify('9000000001')).statusCode).toBe(422);
    expect((await verify('9000000001')).statusCode).toBe(429);
    expect((await verify('9000000002')).statusCode).toBe(422);
  });

  it('leaves routes that are not limited alone', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/base/host', remoteAddress: '203.0.113.7' });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('rate limit groups', () => {
  it('name every route marked `limited`, so none falls back to a budget of its own unnoticed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-rate-limit-test-'));
    const db = connectDb({ sqlitePath: ':memory:' });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' });
    const app = createFastify({ db, config });
    const limited: string[] = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (route.config?.limited) limited.push(`${method} ${route.url}`);
    });
    try {
      await registerApi(app, { db, config });
    } finally {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(limited.length).toBeGreaterThanOrEqual(19);
    expect(limited.filter((key) => !hasRateLimitGroup(key.split(' ')[0], key.split(' ')[1]))).toEqual([]);
  });
});
