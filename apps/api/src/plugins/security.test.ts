import { Messages } from '@vitrine/contracts/messages';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../test/envelope-assertions.ts';
import { createTestApp, describeEachDatabase, useTestApp } from '../test/test-app.ts';
import { checkOrigin } from './security.ts';

describe('checkOrigin', () => {
  it('allows no Origin and same-host origins only', () => {
    expect(checkOrigin(undefined, 'shop.example')).toBe(true);
    expect(checkOrigin('https://shop.example', 'shop.example')).toBe(true);
    expect(checkOrigin('http://localhost:3000', 'localhost:3000')).toBe(true);
    expect(checkOrigin('https://evil.example', 'shop.example')).toBe(false);
    expect(checkOrigin('https://shop.example.evil.example', 'shop.example')).toBe(false);
    expect(checkOrigin('null', 'shop.example')).toBe(false);
    expect(checkOrigin('https://shop.example', undefined)).toBe(false);
  });
});

describeEachDatabase('API security defaults', (dialect) => {
  const t = useTestApp(dialect);
  const subscribe = { method: 'POST', url: '/api/storefront/subscribe-to-mode' } as const;

  describe('CSRF: state-changing calls check Origin', () => {
    it('refuses a cross-site POST with 403', async () => {
      const res = await t.app.inject({ ...subscribe, headers: { origin: 'https://evil.example' }, payload: { email: 'a@example.com' } });
      expectError(res, 403, Messages.badOrigin, 'BAD_ORIGIN');
      const rows = await t.db.kysely.selectFrom('mode_subscriptions').select('id').where('email', '=', 'a@example.com').execute();
      expect(rows).toHaveLength(0);
    });

    it('refuses a cross-site admin write even with the token', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/storefront',
        headers: { ...t.adminHeaders, origin: 'https://evil.example' },
        payload: { mode: 'Coming Soon' },
      });
      expectError(res, 403, Messages.badOrigin);
    });

    it('allows a same-origin POST and one without Origin', async () => {
      const headers = { host: 'shop.example', origin: 'https://shop.example' };
      expectSuccess(await t.app.inject({ ...subscribe, headers, payload: { email: 'b@example.com' } }));
      expectSuccess(await t.app.inject({ ...subscribe, payload: { email: 'c@example.com' } }));
    });

    it('does not check safe methods', async () => {
      expectSuccess(await t.app.inject({ method: 'GET', url: '/api/base/host', headers: { origin: 'https://evil.example' } }));
    });
  });

  describe('bodies must be JSON', () => {
    it('answers text/plain and form bodies with 415', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await t.app.inject({ ...subscribe, headers: { 'content-type': type }, payload: 'email=d@example.com' });
        expectError(res, 415, Messages.jsonOnly, 'UNSUPPORTED_MEDIA_TYPE');
      }
    });

    it('answers a JSON-looking type without a parser with 415 too', async () => {
      const res = await t.app.inject({ ...subscribe, headers: { 'content-type': 'application/json-patch+json' }, payload: '[]' });
      expectError(res, 415, undefined, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers malformed JSON with a 400 envelope, not a 500', async () => {
      const res = await t.app.inject({ ...subscribe, headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
      expectError(res, 400, undefined, 'BAD_REQUEST');
    });

    it('refuses prototype pollution in JSON with a 400 envelope', async () => {
      const payload = '{"email":"f@example.com","__proto__":{"polluted":true}}';
      const res = await t.app.inject({ ...subscribe, headers: { 'content-type': 'application/json' }, payload });
      expectError(res, 400, undefined, 'BAD_REQUEST');
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    });

    it('answers a body over 1 MB with a 413 envelope', async () => {
      const payload = JSON.stringify({ email: 'e@example.com', pad: 'x'.repeat(1024 * 1024) });
      const res = await t.app.inject({ ...subscribe, headers: { 'content-type': 'application/json' }, payload });
      expectError(res, 413);
    });
  });

  describe('unknown paths', () => {
    it('answer a 404 envelope naming the path', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/api/nope?x=1' }), 404, `${Messages.routeNotMatched}: /api/nope`, 'NOT_FOUND');
      expectError(await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} }), 404, `${Messages.routeNotMatched}: /api/nope`);
      expectError(await t.app.inject({ method: 'DELETE', url: '/api/base/host' }), 404);
    });
  });

  describe('addresses and text the database cannot take', () => {
    it('answers an unreadable or too long path segment with the envelope, never echoing it', async () => {
      for (const url of ['/api/menu/%FF%FE', '/api/menu/%E0%A4%A', '/api/product/single-product/100%']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(expectError(res, 400, Messages.badAddress, 'BAD_REQUEST').message).not.toContain('%');
      }
      expectError(await t.app.inject({ method: 'GET', url: `/api/menu/${'m'.repeat(101)}` }), 414, Messages.addressTooLong);
    });

    it('refuses NUL in a path, a query or a body with 400, before any query runs', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/api/menu/main%00menu' }), 400, Messages.nulCharacter);
      expectError(await t.app.inject({ method: 'GET', url: '/api/search/search?query=la%00mp' }), 400, Messages.nulCharacter);
      const res = await t.app.inject({ ...subscribe, headers: { 'content-type': 'application/json' }, payload: '{"email":"a\\u0000@example.com"}' });
      expectError(res, 400, Messages.nulCharacter);
    });
  });

  describe('headers', () => {
    it('sends x-request-id on every answer, keeping a well-formed incoming one', async () => {
      const ok = await t.app.inject({ method: 'GET', url: '/api/base/host', headers: { 'x-request-id': 'trace-123' } });
      expect(ok.headers['x-request-id']).toBe('trace-123');
      const bad = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'bad id <script>' } });
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(generated.headers['x-request-id']).toBeTruthy();
    });

    it('sends nosniff and the referrer policy on every answer, errors and non-API paths included', async () => {
      for (const url of ['/api/nope', '/some/page', '/media/missing.svg', '/img/320/x.webp']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers, url).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
      }
      const refused = await t.app.inject({ ...subscribe, headers: { origin: 'https://evil.example' }, payload: {} });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
    });

    it('sends nosniff, a referrer policy and no-store on API answers', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/storefront/initial-values' });
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cache-control': 'no-store',
      });
    });
  });

  describe('unexpected errors', () => {
    it('answer 500 with a generic message, hiding the database error', async () => {
      const broken = await createTestApp({ dialect });
      try {
        await sql`drop table menus`.execute(broken.db.kysely);
        const res = await broken.app.inject({ method: 'GET', url: '/api/menu/main-menu' });
        const body = expectError(res, 500, Messages.unexpectedError, 'INTERNAL');
        expect(JSON.stringify(body)).not.toMatch(/menus|relation|table|sql/i);
      } finally {
        await broken.close();
      }
    });
  });
});
