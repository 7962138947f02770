// The buyers of bench/orders.mjs. A buyer prepares a cart with the calls a browser's checkout makes
// (add-item without a cookie: a new cart and its cookie; update-contact; update-address with an
// Indian address, billing the same; update with the first shipping method offered and cash on
// delivery), then places it with `POST /api/checkout/place-order`. Every non-GET carries the
// same-origin Origin header; all buyers share one keep-alive agent (a connection each).
// Only place-order is timed as "the order"; a cycle's time counts the setup calls too.
import http from 'node:http';
import { cartCookieOf, lineCap, send } from './cart-load.mjs';

const WINDOW = 40; // variants per buyer
const CONTACT = { phone: '9876543210', email: 'b@example.com' };
// apps/api/src/modules/address/address-fixtures.ts indiaAddress()
const ADDRESS = {
  address_type: 'Shipping',
  country_id: 'country_in',
  state_id: 'st_in_ka',
  first_name: 'Asha',
  last_name: 'Rao',
  phone: '9876543210',
  address_line_1: '12 MG Road',
  address_line_2: 'Near the park',
  city: 'Bengaluru',
  pincode: '560001',
  billing_same_as_shipping: true,
};

const parse = (body) => {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
};

export const answerText = (res) => `${res.status} ${res.body.toString('utf8').slice(0, 300)}`;

/** `count` buyers, each cycling over its own window of variants (windows start at different variants). */
export function makeBuyers(variants, count) {
  const usable = variants.filter((v) => lineCap(v) >= 1);
  if (!usable.length) throw new Error('no published variant in stock to order');
  const size = Math.min(WINDOW, usable.length);
  return Array.from({ length: count }, (_, i) => {
    const offset = (i * 7) % usable.length;
    return { index: i, window: Array.from({ length: size }, (_, k) => usable[(offset + k) % usable.length]), next: 0 };
  });
}

/**
 * One cart ready to place: { ok: true, cookie, variant, quantity, grandTotal, ms } or
 * { ok: false, step, res } for the first call that did not answer 200.
 */
export async function prepareCart(origin, buyer, agent) {
  const start = performance.now();
  const n = buyer.next++;
  const variant = buyer.window[n % buyer.window.length];
  const quantity = Math.min(1 + (n % 3), lineCap(variant));
  const add = await send(origin, { method: 'POST', path: '/api/cart/add-item', body: { product_id: variant.id, quantity }, headers: { origin } }, agent);
  if (add.status !== 200) return { ok: false, step: 'add-item', res: add };
  const cookie = cartCookieOf(add.headers);
  if (!cookie) return { ok: false, step: 'add-item (no cookie)', res: add };
  const headers = { cookie, origin };
  const contact = await send(origin, { method: 'PUT', path: '/api/cart/update-contact', body: CONTACT, headers }, agent);
  if (contact.status !== 200) return { ok: false, step: 'update-contact', res: contact };
  const address = await send(origin, { method: 'PUT', path: '/api/cart/update-address', body: ADDRESS, headers }, agent);
  if (address.status !== 200) return { ok: false, step: 'update-address', res: address };
  const method = parse(address.body)?.data?.shipping_methods?.[0]?.id;
  if (!method) return { ok: false, step: 'update-address (no shipping method offered)', res: address };
  const update = await send(origin, { method: 'PUT', path: '/api/cart/update', body: { shipping_method: method, payment_method: 'cod' }, headers }, agent);
  if (update.status !== 200) return { ok: false, step: 'update', res: update };
  const cart = parse(update.body)?.data;
  const line = cart?.items?.find((i) => i.product_id === variant.id);
  return {
    ok: true,
    cookie,
    variant,
    quantity: line?.quantity_in_display_unit ?? quantity,
    grandTotal: cart?.totals?.grand_total,
    ms: performance.now() - start,
  };
}

export function placeOrder(origin, cart, agent) {
  return send(
    origin,
    {
      method: 'POST',
      path: '/api/checkout/place-order',
      body: { accept_tnc: true, confirmed_total: cart.grandTotal },
      headers: { cookie: cart.cookie, origin },
    },
    agent,
  );
}

/** Counts, latencies and every order answered, for one phase. */
function newTally() {
  return { placed: [], placeMs: [], cycleMs: [], errors: 0, statuses: {}, lastError: null, setupErrors: {}, lastSetupError: null, setupCalls: 0 };
}

function recordSetupFailure(tally, prepared) {
  tally.setupErrors[prepared.step] = (tally.setupErrors[prepared.step] ?? 0) + 1;
  tally.lastSetupError = `${prepared.step}: ${answerText(prepared.res)}`;
}

/** The order a place-order answer carries: only a 200 with an order id counts as placed; else null. */
export function placedOrderOf(res) {
  const order = res.status === 200 ? parse(res.body)?.data?.order : null;
  return order?.order_id ? order : null;
}

/** Records a place-order answer; a 200 must carry the order, else it counts as an error. */
function recordPlace(tally, cart, res) {
  const order = placedOrderOf(res);
  if (order) {
    tally.placeMs.push(res.ms);
    tally.placed.push({
      orderId: order.order_id,
      orderNo: order.order_no,
      cartCookie: cart.cookie,
      variantId: cart.variant.id,
      productId: cart.variant.productId,
      quantity: cart.quantity,
      cartGrandTotal: cart.grandTotal,
      totals: order.totals,
      lines: (order.productchannel ?? []).length,
    });
    return true;
  }
  tally.errors++;
  tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
  tally.lastError = answerText(res);
  return false;
}

/** Every buyer loops prepare → place until the deadline (a cycle started before it finishes). */
export async function runCheckouts(origin, buyers, agent, durationMs) {
  const tally = newTally();
  const deadline = performance.now() + durationMs;
  const loop = async (buyer) => {
    while (performance.now() < deadline) {
      const start = performance.now();
      const cart = await prepareCart(origin, buyer, agent);
      if (!cart.ok) {
        recordSetupFailure(tally, cart);
        continue;
      }
      tally.setupCalls += 4;
      if (recordPlace(tally, cart, await placeOrder(origin, cart, agent))) tally.cycleMs.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(buyers.map(loop));
  return { ...tally, elapsedMs: performance.now() - started };
}

/** Every buyer prepares carts (nothing placed) until the deadline; resolves with the ready carts. */
export async function prepareCarts(origin, buyers, agent, durationMs) {
  const tally = newTally();
  const ready = [];
  const deadline = performance.now() + durationMs;
  const loop = async (buyer) => {
    while (performance.now() < deadline) {
      const cart = await prepareCart(origin, buyer, agent);
      if (cart.ok) ready.push(cart);
      else recordSetupFailure(tally, cart);
    }
  };
  const started = performance.now();
  await Promise.all(buyers.map(loop));
  return { ready, tally, elapsedMs: performance.now() - started };
}

/** `concurrency` buyers place the ready carts, each taking the next one, until none is left. */
export async function placeReady(origin, ready, concurrency, agent) {
  const tally = newTally();
  let next = 0;
  const loop = async () => {
    while (next < ready.length) {
      const cart = ready[next++];
      recordPlace(tally, cart, await placeOrder(origin, cart, agent));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { ...tally, elapsedMs: performance.now() - started };
}

export function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

export function latencyFigures(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN };
}

export const keepAliveAgent = (sockets) => new http.Agent({ keepAlive: true, maxSockets: sockets });
