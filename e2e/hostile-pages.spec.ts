// The page half of the hostile-input suite (issue 9; the API half is
// apps/api/src/test/hostile-input.test.ts): every page route of apps/web/app/routes.ts gets
// malformed addresses, query strings and form posts through the real production server, sent
// byte for byte as written. Each must answer below 500, without a stack trace, within
// HANG_LIMIT_MS (a hang guard far above any honest page, not a speed target), and the shop must
// still serve its home page afterwards.
import http from 'node:http';
import { request as playwrightRequest } from '@playwright/test';
import { HOSTILE_SEGMENTS, hostileQueries } from '../apps/api/src/test/hostile-requests.ts';
import { freshShopper } from './support/accounts.ts';
import { BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

const HANG_LIMIT_MS = 5000;
/** Node's default --max-http-header-size. */
const MAX_HEAD_BYTES = 16 * 1024;

/** One address per page route of routes.ts, with X where the route takes a segment. */
const PAGE_PATTERNS = [
  '/',
  '/product/X',
  '/shop-online',
  '/shop-online/X',
  '/product-category/X',
  '/product-collection/X',
  '/account',
  '/account/reset-password/X/X',
  '/account/orders/X',
  '/account/X',
  '/cart',
  '/blogs',
  '/blogs/X',
  '/checkout/address',
  '/checkout/payment',
  '/checkout-failed',
  '/checkout-complete',
  '/track-order',
  '/track-order/X',
  '/test-gateway/pay/X',
  '/email-subscription',
  '/admin/login',
  '/admin/editor',
  '/password-protected',
  '/coming-soon',
  '/under-maintenance',
  '/search',
  '/sitemap.xml',
  '/robots.txt',
  '/dev/outbox',
  '/X',
];

/** Form posts to the pages with actions (site modes), and to one without. */
const FORM_TARGETS = ['/password-protected', '/coming-soon', '/under-maintenance', '/shop-online/all'];

const FORM_BODIES: Record<string, { type: string; body: string | Buffer }> = {
  'url-encoded junk': { type: 'application/x-www-form-urlencoded', body: 'password=%FF%00&email[]=x&intent=%ED%A0%80' },
  'url-encoded 5,000 keys': { type: 'application/x-www-form-urlencoded', body: Array.from({ length: 5000 }, (_, i) => `k${i}=v`).join('&') },
  'a broken multipart body': { type: 'multipart/form-data; boundary=----x', body: '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
  'multipart without a boundary': { type: 'multipart/form-data', body: 'anything' },
  'JSON to a page': { type: 'application/json', body: '{"__proto__":{"polluted":1}}' },
  'invalid UTF-8 bytes': { type: 'application/x-www-form-urlencoded', body: Buffer.from([0x61, 0x3d, 0xff, 0xfe, 0xc0, 0xaf]) },
};

interface RawAnswer {
  status: number;
  body: string;
  ms: number;
  headers: http.IncomingHttpHeaders;
}

/** Sends `path` exactly as written (no URL parsing on our side, so bad escapes reach the server). */
function send(method: string, path: string, body?: { type: string; body: string | Buffer }, cookie?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(BASE_URL);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { accept: 'text/html' };
    if (cookie) headers.cookie = cookie;
    if (body) Object.assign(headers, { 'content-type': body.type, 'content-length': Buffer.byteLength(body.body), origin: BASE_URL });
    // A connection of its own: a socket the server closed after refusing one request is never reused.
    const req = http.request({ hostname, port, path, method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started, headers: res.headers }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // Node answers a request head over its 16 KB limit with 431 and closes the socket, which can
      // reset it while we are still writing: that is a refusal too.
      if (error.code === 'ECONNRESET' && path.length > MAX_HEAD_BYTES) resolve({ status: 431, body: '', ms: performance.now() - started, headers: {} });
      else reject(new Error(`${error.message} (${method} ${path.length} bytes: ${path.slice(0, 80)})`));
    });
    req.end(body?.body);
  });
}

/** What is wrong with an answer, or null when it is fine. */
function judge(answer: RawAnswer): string | null {
  if (answer.ms > HANG_LIMIT_MS) return `took ${Math.round(answer.ms)} ms`;
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (/\bat .+\.(ts|js|mjs|cjs):\d+|node_modules|file:\/\//.test(answer.body)) return 'leaks a stack trace';
  return null;
}

async function tryAll(requests: { label: string; method: string; path: string; body?: (typeof FORM_BODIES)[string] }[], cookie?: string) {
  const failures: string[] = [];
  for (const request of requests) {
    const problem = judge(await send(request.method, request.path, request.body, cookie));
    if (problem) failures.push(`${request.method} ${request.label}: ${problem}`);
  }
  return failures;
}

test.describe('hostile input on every page route', () => {
  test.describe.configure({ timeout: 180_000 });

  test('hostile path segments', async () => {
    const requests = PAGE_PATTERNS.filter((p) => p.includes('X')).flatMap((pattern) =>
      Object.entries(HOSTILE_SEGMENTS).map(([name, segment]) => ({ label: `${pattern} [${name}]`, method: 'GET', path: pattern.replaceAll('X', segment) })),
    );
    expect(await tryAll(requests)).toEqual([]);
  });

  test('hostile query strings, the 1,100-code filter among them', async () => {
    const requests = PAGE_PATTERNS.flatMap((pattern) =>
      // Node itself refuses request heads over 16 KB (431) before the shop sees them.
      Object.entries(hostileQueries()).map(([name, q]) => ({ label: `${pattern} [${name}]`, method: 'GET', path: `${pattern.replaceAll('X', 'all')}?${q}` })),
    );
    expect(requests.some((r) => r.label.includes('1,100 attribute codes'))).toBe(true);
    expect(await tryAll(requests)).toEqual([]);
  });

  test('hostile path segments, signed in (account and checkout pages read their ids then)', async () => {
    const cookie = await signedInCookie('hostile-paths');
    const patterns = PAGE_PATTERNS.filter((p) => p.includes('X') && /^\/(account|checkout|test-gateway|track-order)/.test(p));
    const requests = patterns.flatMap((pattern) =>
      Object.entries(HOSTILE_SEGMENTS).map(([name, segment]) => ({ label: `${pattern} [${name}]`, method: 'GET', path: pattern.replaceAll('X', segment) })),
    );
    expect(await tryAll(requests, cookie)).toEqual([]);
  });

  test('hostile form posts', async () => {
    const requests = FORM_TARGETS.flatMap((path) =>
      Object.entries(FORM_BODIES).map(([name, body]) => ({ label: `${path} [${name}]`, method: 'POST', path, body })),
    );
    expect(await tryAll(requests)).toEqual([]);
  });

  test('the shop still serves its home page and health', async ({ page }) => {
    expect((await send('GET', '/api/health')).status).toBe(200);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

/** The cookies of a freshly registered (so signed-in) shopper, as one Cookie header. */
async function signedInCookie(tag: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const res = await api.post('/api/auth/register', { data: freshShopper(tag), headers: { origin: new URL(BASE_URL).origin } });
    expect(res.status(), await res.text()).toBe(200);
    const { cookies } = await api.storageState();
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await api.dispose();
  }
}

test('a NUL or another odd byte in an id is the 404 page, never a 5xx (issue 30)', async () => {
  const cookie = await signedInCookie('odd-ids');
  const ids = ['%00', 'a%00b', '%00%00', '%01', '%1F', '%7F', '%C2%A0', '%EF%BF%BF'];
  const failures: string[] = [];
  for (const pattern of ['/test-gateway/pay/X', '/account/orders/X', '/product/X', '/blogs/X', '/product-category/X']) {
    for (const id of ids) {
      const path = pattern.replace('X', id);
      const answer = await send('GET', path, undefined, cookie);
      if (answer.status !== 404 || !answer.headers['content-type']?.includes('text/html')) failures.push(`${path}: ${answer.status}`);
    }
  }
  expect(failures).toEqual([]);
});

test('an address the router cannot read gets the 404 page under the shop, the envelope under /api', async () => {
  for (const path of ['/product/%FF%FE', '/product/%E0%A4%A', '/%E0%A4%A', '/product-category/100%']) {
    const answer = await send('GET', path);
    expect(answer.status, path).toBe(404);
    expect(answer.headers['content-type'], path).toContain('text/html');
    // The shop's own 404 page (spec §8), inside its header and footer.
    expect(answer.body, path).toContain('Page Not Found!');
    expect(answer.body, path).toContain('Go Home');
    expect(answer.body, path).toContain('<footer');
  }
  for (const path of ['/api/menu/%FF', '/api/product/%E0%A4%A', '/api/product/single-product/%E0%A4%A']) {
    const api = await send('GET', path);
    expect(api.status, path).toBe(400);
    expect(JSON.parse(api.body), path).toMatchObject({ status: 'error', message: 'This address is not valid', data: { code: 'BAD_REQUEST' } });
  }
});
