import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { createContext, type RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';
import { scriptHashSource } from './hashed-scripts.ts';
import { HtmlCache } from './html-cache.ts';
import { registerSsr } from './ssr.ts';
import { noTransport, standInBuild } from './stand-in-build.test-helper.ts';

// The HTML cache through the real request path (registerSsr + @fastify/compress) with a stand-in
// React Router build whose entry writes a page like entry.server.tsx does: nonce'd inline scripts
// (one a data block), one nonce'd module from /assets, and the policy naming the nonce.

const apiContext = createContext<unknown>();
const nonceContext = createContext<string>('');
const INLINE = ['window.__ctx = {"a":1};', 'document.documentElement.dataset.ready = "1";\n'];
const filler = Array.from({ length: 400 }, (_, i) => `<p>item ${i % 37} of the shop</p>`).join('');

function pageFor(url: string, nonce: string): string {
  const n = nonce ? ` nonce="${nonce}"` : '';
  return [
    `<!doctype html><html><head><link rel="modulepreload" href="/assets/a.js"${n}/>`,
    `<script${n}>${INLINE[0]}</script><script type="application/ld+json"${n}>{"@type":"Product"}</script>`,
    // Not written by the render with the nonce (as injected markup would be): must stay blocked.
    '<script>alert("injected")</script>',
    `</head><body><h1>${new URL(url).pathname}</h1>${filler}`,
    `<script${n}>${INLINE[1]}</script><script type="module" src="/assets/a.js"${n}></script></body></html>`,
  ].join('');
}

async function handleRequest(request: Request, status: number, headers: Headers, _ctx: unknown, loadContext: RouterContextProvider) {
  const nonce = loadContext.get(nonceContext);
  headers.set('Content-Security-Policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}'; object-src 'none'`);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (new URL(request.url).pathname === '/private') headers.set('Cache-Control', 'no-store');
  return new Response(pageFor(request.url, nonce), { status, headers });
}

const build = standInBuild({
  entry: { module: { default: handleRequest, apiContext, nonceContext } },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null } },
    page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
  },
  manifestRoutes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root.js',
      hasLoader: false,
      hasAction: false,
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: false,
    },
    page: {
      id: 'page',
      parentId: 'root',
      path: '*',
      module: '/assets/page.js',
      hasLoader: false,
      hasAction: false,
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: false,
    },
  },
});

describe('cached pages', () => {
  let app: FastifyInstance;
  let cache: HtmlCache;
  beforeAll(async () => {
    app = Fastify();
    cache = new HtmlCache(60_000);
    await registerCompression(app);
    registerSsr(app, build, noTransport, { mode: 'production', cache });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers });

  /** A miss (stored), then waits until its compressed copies exist. */
  async function stored(url: string) {
    const miss = await get(url);
    expect(miss.headers['x-cache']).toBe('miss');
    await expect.poll(() => cache.get(`${url}|`)?.compressed.br).toBeDefined();
    return miss;
  }

  it('sends a hit as stored brotli, gzip or identity bytes that all decode to the same page', async () => {
    await stored('/product/lamp');
    const br = await get('/product/lamp', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/product/lamp', { 'accept-encoding': 'gzip' });
    const plain = await get('/product/lamp', { 'accept-encoding': 'identity' });
    const none = await get('/product/lamp');
    expect([br, gz, plain, none].map((r) => r.headers['x-cache'])).toEqual(['hit', 'hit', 'hit', 'hit']);
    expect([br, gz, plain, none].map((r) => r.headers['content-encoding'])).toEqual(['br', 'gzip', undefined, undefined]);
    const page = plain.rawPayload;
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(page)).toBe(true);
    expect(zlib.gunzipSync(gz.rawPayload).equals(page)).toBe(true);
    expect(none.rawPayload.equals(page)).toBe(true);
    for (const res of [br, gz, plain]) {
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
    // The bytes stored, not compressed again (a second brotli pass would not decode to the page).
    expect(br.rawPayload.equals(cache.get('/product/lamp|')!.compressed.br!)).toBe(true);
  });

  it('honours q=0 and prefers brotli at equal weight', async () => {
    await stored('/q');
    expect((await get('/q', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/q', { 'accept-encoding': 'gzip;q=0, br;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/q', { 'accept-encoding': '*' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/q', { 'accept-encoding': 'gzip;q=0.5, br;q=0.5' })).headers['content-encoding']).toBe('br');
  });

  it("carries no nonce: the policy allows exactly the page's own inline scripts, by hash", async () => {
    const miss = await stored('/about-us');
    expect(miss.headers['content-security-policy']).toMatch(/'nonce-[^']+'/);
    const hit = await get('/about-us');
    const policy = String(hit.headers['content-security-policy']);
    expect(hit.body).not.toMatch(/nonce/);
    expect(policy).not.toMatch(/nonce/);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    const hashes = scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-"));
    expect(hashes.sort()).toEqual(INLINE.map(scriptHashSource).sort());
    // The inline scripts in the page as served are the ones hashed; the injected one is not allowed.
    expect(hashes).not.toContain(scriptHashSource('alert("injected")'));
    expect(scriptSrc.startsWith("script-src 'self' ")).toBe(true);
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('answers a HEAD from the stored page: same headers, no body', async () => {
    await stored('/head-me');
    const full = await get('/head-me', { 'accept-encoding': 'br' });
    const head = await get('/head-me', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBe('hit');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves a hit before its copies exist as before: compressed on the fly', async () => {
    const miss = await get('/early');
    const entry = cache.get('/early|')!;
    entry.compressed = {};
    const hit = await get('/early', { 'accept-encoding': 'br' });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(hit.rawPayload).toString()).toBe(miss.body.replace(/ nonce="[^"]+"/g, ''));
  });

  it('leaves an answer that is not cached as it was: fresh nonce each time, compressed on the fly', async () => {
    const nonceOf = (res: { headers: Record<string, unknown> }) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    const a = await get('/private', { 'accept-encoding': 'br' });
    const b = await get('/private', { 'accept-encoding': 'br' });
    expect(a.headers['x-cache']).toBeUndefined();
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(a.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(a.rawPayload).toString()).toContain(`<script nonce="${nonceOf(a)}">`);
    // A shopper with a session cookie always gets a fresh render with its own nonce.
    await stored('/signed-in');
    const fresh = await get('/signed-in', { cookie: 'session=abc' });
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.body).toContain(`<script nonce="${nonceOf(fresh)}">`);
  });
});
