import { Writable } from 'node:stream';
import { createFastify } from '@vitrine/api/app';
import { CookieName } from '@vitrine/contracts/cookies';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HtmlCache } from './html-cache.ts';
import type { RenderGate } from './render-gate.ts';
import { registerSsr } from './ssr.ts';
import { noTransport, standInBuild } from './stand-in-build.test-helper.ts';

// Issue 30, through the real request path (registerSsr, the API's request log) with a stand-in
// React Router build: a page rendered for a session is private; a write to a page without an
// action is a 405 before any render; a shed page is a warning in the log, not an error.

const renders: string[] = [];

async function handleRequest(request: Request, status: number, headers: Headers) {
  renders.push(`${request.method} ${new URL(request.url).pathname}`);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!doctype html><html><body><h1>${new URL(request.url).pathname}</h1></body></html>`, { status, headers });
}

const page = (action?: () => unknown) => ({ default: () => null, ...(action ? { action } : {}) });
const manifest = (id: string, parentId: string | undefined, path: string | undefined, hasAction: boolean, index = false) => ({
  id,
  parentId,
  path,
  index,
  module: `/assets/${id}.js`,
  hasLoader: false,
  hasAction,
  hasClientLoader: false,
  hasClientAction: false,
  hasErrorBoundary: false,
});

const build = standInBuild({
  entry: { module: { default: handleRequest, apiContext: { defaultValue: undefined }, nonceContext: { defaultValue: '' } } },
  routes: {
    root: { id: 'root', path: '', module: page() },
    home: { id: 'home', parentId: 'root', index: true, module: page(() => ({ ok: true })) },
    product: { id: 'product', parentId: 'root', path: 'product/*', module: page() },
    contact: { id: 'contact', parentId: 'root', path: 'contact-us', module: page(() => ({ ok: true })) },
  },
  manifestRoutes: {
    root: manifest('root', undefined, '', false),
    home: manifest('home', 'root', undefined, true, true),
    product: manifest('product', 'root', 'product/*', false),
    contact: manifest('contact', 'root', 'contact-us', true),
  },
});

function appWithCapturedLog(gate?: RenderGate) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const deps = { db: null, config: { logLevel: 'info', trustProxy: false } } as unknown as Parameters<typeof createFastify>[0];
  const app = createFastify(deps, { logger: { level: 'info', stream } });
  registerSsr(app, build, noTransport, { mode: 'production', cache: new HtmlCache(60_000), ...(gate ? { gate } : {}) });
  return { app, lines };
}

describe('pages rendered for a session', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = appWithCapturedLog().app;
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("are private, no-store for a customer's or a cart's session, pages and their data alike", async () => {
    for (const cookie of [`${CookieName.session}=abc`, `${CookieName.cartSession}=cart-1`, `${CookieName.consent}=1; ${CookieName.session}=abc`]) {
      for (const url of ['/', '/product/lamp', '/contact-us', '/product/lamp.data']) {
        const res = await get(url, cookie);
        expect({ url, cookie, cacheControl: res.headers['cache-control'] }).toEqual({ url, cookie, cacheControl: 'private, no-store' });
      }
    }
  });

  it('leave anonymous pages, fresh or from the HTML cache, as they were', async () => {
    const miss = await get('/product/desk');
    expect(miss.headers['x-cache']).toBe('miss');
    expect(miss.headers['cache-control']).toBeUndefined();
    const hit = await get('/product/desk');
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['cache-control']).toBeUndefined();
  });

  it("are private even when a guest's cart gets the anonymous page from the HTML cache", async () => {
    await get('/product/chair');
    const hit = await get('/product/chair', `${CookieName.cartSession}=cart-2`);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['cache-control']).toBe('private, no-store');
    // The stored page itself is unchanged for the next anonymous visitor.
    expect((await get('/product/chair')).headers['cache-control']).toBeUndefined();
  });
});

describe('a write to a page', () => {
  let app: FastifyInstance;
  let lines: Record<string, unknown>[];
  beforeAll(async () => {
    ({ app, lines } = appWithCapturedLog());
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });

  it('without an action is answered 405 with Allow: GET, HEAD, before any render', async () => {
    renders.length = 0;
    for (const url of ['/product/lamp', '/product/lamp.data', '/product/lamp?index']) {
      const res = await post(url);
      expect({ url, status: res.statusCode, allow: res.headers.allow }).toEqual({ url, status: 405, allow: 'GET, HEAD' });
      expect(res.body).toContain('Method not allowed');
    }
    expect(renders).toEqual([]);
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });

  it('with an action still reaches it', async () => {
    for (const url of ['/contact-us', '/?index', '/_root.data?index']) {
      const res = await post(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  });
});

describe('a shed page', () => {
  it('is logged as a warning, not an error', async () => {
    const full: RenderGate = { tryEnter: () => false, leave: () => {}, inFlight: 0 };
    const { app, lines } = appWithCapturedLog(full);
    const res = await app.inject({ method: 'GET', url: '/product/lamp' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(lines.find((l) => l.url === '/product/lamp')?.level).toBe(40);
  });
});
