// The shoppers of bench/cart.mjs: each one is a keep-alive connection with its own cart cookie,
// sending its next request as soon as the previous answer ended (like bench/lib/load.mjs, which
// sends no cookies). A shopper's add-item requests cycle over its own window of published
// variants, one unit at a time; when a line would pass its cap (stock, the product's per-order
// limit, 100) the line is first removed with an unmeasured `DELETE /api/cart/remove-item`, so every
// measured add-item can answer 200. Only 200 answers count in the figures; 127.0.0.1 only.
import http from 'node:http';

const CART_COOKIE = 'vitrine_cart_session';
const LINE_MAX_QUANTITY = 100; // CART_LINE_MAX_QUANTITY in packages/contracts
const WINDOW = 40; // variants per shopper, under the 50 lines a cart may hold

/** One request; resolves with { status, ms, headers, body } (status 0 when the connection failed). */
export function send(origin, { method = 'GET', path, body, headers = {} }, agent = false) {
  const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
  const allHeaders = payload ? { ...headers, 'content-type': 'application/json', 'content-length': payload.length } : headers;
  const start = process.hrtime.bigint();
  return new Promise((resolve) => {
    const chunks = [];
    const done = (status, resHeaders = {}) =>
      resolve({ status, ms: Number(process.hrtime.bigint() - start) / 1e6, headers: resHeaders, body: Buffer.concat(chunks) });
    const req = http.request(origin + path, { method, headers: allHeaders, agent }, (res) => {
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => done(res.statusCode, res.headers));
      res.on('error', () => done(0));
    });
    req.on('error', () => done(0));
    req.setTimeout(10_000, () => req.destroy());
    req.end(payload ?? undefined);
  });
}

/** `vitrine_cart_session=…` from an answer's set-cookie headers, or null. */
export function cartCookieOf(headers) {
  for (const line of headers['set-cookie'] ?? []) {
    const pair = line.split(';')[0];
    if (pair.startsWith(`${CART_COOKIE}=`) && pair.length > CART_COOKIE.length + 1) return pair;
  }
  return null;
}

export const lineCap = (variant) =>
  Math.min(Math.floor(variant.stock), variant.maxPerOrder > 0 ? variant.maxPerOrder : Number.POSITIVE_INFINITY, LINE_MAX_QUANTITY);

const parse = (body) => {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
};

const answerText = (res) => `${res.status} ${res.body.toString('utf8').slice(0, 200)}`;

/**
 * Makes `count` shoppers, each with a cart made by one add-item (no cookie sent: the answer sets
 * it). Their windows start at different variants, so the carts differ. Throws on any non-200.
 */
export async function makeShoppers(origin, variants, count) {
  const usable = variants.filter((v) => lineCap(v) >= 1);
  if (!usable.length) throw new Error('no published variant in stock to add to a cart');
  const size = Math.min(WINDOW, usable.length);
  const browser = { origin };
  const shoppers = [];
  for (let i = 0; i < count; i++) {
    const offset = (i * 7) % usable.length;
    const window = Array.from({ length: size }, (_, k) => usable[(offset + k) % usable.length]);
    const res = await send(origin, { method: 'POST', path: '/api/cart/add-item', body: { product_id: window[0].id, quantity: 1 }, headers: browser });
    if (res.status !== 200) throw new Error(`setup add-item for shopper ${i} answered ${answerText(res)}`);
    const cookie = cartCookieOf(res.headers);
    if (!cookie) throw new Error(`setup add-item for shopper ${i} set no ${CART_COOKIE} cookie`);
    shoppers.push({ cookie, window, next: 1, quantities: new Map([[window[0].id, 1]]) });
  }
  return shoppers;
}

/** The measured request of each target, sent for one shopper; `extra` counts unmeasured requests. */
export const cartOps = {
  health: (origin, _shopper, agent) => send(origin, { path: '/api/health' }, agent),
  get: (origin, shopper, agent) => send(origin, { path: '/api/cart/get', headers: { cookie: shopper.cookie } }, agent),
  add: async (origin, shopper, agent, extra) => {
    const variant = shopper.window[shopper.next++ % shopper.window.length];
    const headers = { cookie: shopper.cookie, origin };
    const had = shopper.quantities.get(variant.id) ?? 0;
    if (had + 1 > lineCap(variant)) {
      const removed = await send(origin, { method: 'DELETE', path: '/api/cart/remove-item', body: { product_id: variant.id }, headers }, agent);
      extra.removes++;
      if (removed.status !== 200) {
        extra.removeErrors++;
        extra.lastRemoveError = answerText(removed);
      }
      shopper.quantities.delete(variant.id);
    }
    const res = await send(origin, { method: 'POST', path: '/api/cart/add-item', body: { product_id: variant.id, quantity: 1 }, headers }, agent);
    if (res.status === 200) shopper.quantities.set(variant.id, (shopper.quantities.get(variant.id) ?? 0) + 1);
    const cookie = cartCookieOf(res.headers);
    if (cookie) shopper.cookie = cookie;
    return res;
  },
};

async function runPhase(origin, shoppers, op, agent, durationMs, latencies, extra) {
  const deadline = performance.now() + durationMs;
  const result = { errors: 0, lastError: null, statuses: {} };
  const loop = async (shopper) => {
    while (performance.now() < deadline) {
      const res = await op(origin, shopper, agent, extra);
      if (res.status === 200) latencies?.push(res.ms);
      else {
        result.errors++;
        result.statuses[res.status] = (result.statuses[res.status] ?? 0) + 1;
        result.lastError = answerText(res);
      }
    }
  };
  const started = performance.now();
  await Promise.all(shoppers.map(loop));
  return { ...result, elapsedMs: performance.now() - started };
}

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/**
 * Every shopper at once (one connection each): warm-up, then successful requests/s and latency
 * percentiles (ms) of the measured phase. Errors count both phases.
 */
export async function measureShoppers(origin, shoppers, op, { warmupMs = 1000, durationMs = 5000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers.length });
  const extra = { removes: 0, removeErrors: 0, lastRemoveError: null };
  try {
    const warm = await runPhase(origin, shoppers, op, agent, warmupMs, null, extra);
    const latencies = [];
    const measured = await runPhase(origin, shoppers, op, agent, durationMs, latencies, extra);
    latencies.sort((a, b) => a - b);
    const statuses = { ...warm.statuses };
    for (const [status, n] of Object.entries(measured.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
    return {
      requests: latencies.length,
      errors: warm.errors + measured.errors,
      statuses,
      lastError: measured.lastError ?? warm.lastError,
      ...extra,
      rps: latencies.length / (measured.elapsedMs / 1000),
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
    };
  } finally {
    agent.destroy();
  }
}

/** Lines in each shopper's cart now (one get-cart each). */
export async function cartSizes(origin, shoppers) {
  const sizes = [];
  for (const shopper of shoppers) {
    const res = await send(origin, { path: '/api/cart/get', headers: { cookie: shopper.cookie } });
    if (res.status !== 200) throw new Error(`get-cart answered ${answerText(res)}`);
    sizes.push(parse(res.body)?.data?.items?.length ?? 0);
  }
  return sizes;
}

/**
 * The product page twice for a guest who carries a cart cookie (and nothing else): is the second
 * answer an HTML cache hit, and does either answer set a cookie?
 */
export async function guestPageCheck(origin, path, cookie) {
  const answers = [];
  for (let i = 0; i < 2; i++) {
    const res = await send(origin, { path, headers: { cookie, accept: 'text/html' } });
    if (res.status !== 200) throw new Error(`${path} with a cart cookie answered ${res.status}`);
    answers.push({
      xCache: res.headers['x-cache'] ?? '(none)',
      setCookie: res.headers['set-cookie'] ?? [],
      cacheControl: res.headers['cache-control'] ?? '(none)',
    });
  }
  const plain = await send(origin, { path, headers: { accept: 'text/html' } });
  return { answers, withoutCookie: plain.headers['x-cache'] ?? '(none)' };
}
