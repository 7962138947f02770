#!/usr/bin/env node
// `npm run bench:orders` (builds first; `npm run bench` runs it after the cart bench unless BENCH_ORDERS=off):
// orders placed through the API of the built shop by 50 buyers at once (docs/operations.md#orders).
// Stock of every published variant (and its product) is first set to 1,000,000 in the database, so
// no order is refused for stock. Then, with a keep-alive connection per buyer:
//   1. checkouts: each buyer loops "prepare a cart (add-item, update-contact, update-address,
//      update: 4 calls) then place-order": 1 s warm-up, then BENCH_DURATION_MS measured →
//      checkouts/s (whole checkouts, setup included) and place-order latency amid the setup calls;
//   2. place-order only: the buyers prepare carts for BENCH_DURATION_MS (nothing placed), then all
//      50 place them as fast as answers come → orders placed/s and place-order p50/p95/p99.
// Finally the database is read: one order per successful answer, totals = Σ unit_price × quantity
// − discount + shipping, stock down by exactly the quantities ordered, one order per cart.
// Targets (issue 12, this 2-core machine): ≥ 500 orders/s on SQLite, ≥ 250/s on PostgreSQL, every
// order correct. Figures only: nothing is asserted; exits non-zero only when setup fails. On
// SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set (database vitrine_bench_orders,
// dropped unless BENCH_KEEP=1). Settings: BENCH_ORDERS_CONCURRENCY (50), BENCH_WARMUP_MS (1000),
// BENCH_DURATION_MS (5000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshPostgres } from './lib/cart-data.mjs';
import { checkOrders, describeCheck } from './lib/order-check.mjs';
import { openDatabase, orderableVariants, raiseStock } from './lib/order-data.mjs';
import { keepAliveAgent, latencyFigures, makeBuyers, placeReady, prepareCarts, runCheckouts } from './lib/order-load.mjs';
import { freePort, startShop, stop, stopAll, waitFor200 } from './lib/processes.mjs';
import { fmt, loadAverage, printTable, printWhereToRecord } from './lib/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const buyerCount = Number(env.BENCH_ORDERS_CONCURRENCY ?? 50);
const warmupMs = Number(env.BENCH_WARMUP_MS ?? 1000);
const durationMs = Number(env.BENCH_DURATION_MS ?? 5000);
const STOCK = 1_000_000;
const TARGETS = { SQLite: 500, PostgreSQL: 250 }; // orders placed per second, issue 12

function printRows(rows) {
  printTable(
    ['phase', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'orders', 'errors'],
    rows.map((r) => [r.name, fmt(r.rate, 0), fmt(r.p50, 1), fmt(r.p95, 1), fmt(r.p99, 1), String(r.orders), String(r.errors)]),
  );
}

const setupErrorCount = (tally) => Object.values(tally.setupErrors).reduce((a, b) => a + b, 0);

function printErrors(label, tally) {
  if (tally.errors) console.log(`    ${label}: place-order failed ${tally.errors}× by status ${JSON.stringify(tally.statuses)}; last: ${tally.lastError}`);
  const setup = setupErrorCount(tally);
  if (setup) console.log(`    ${label}: cart setup failed ${setup}× by step ${JSON.stringify(tally.setupErrors)}; last: ${tally.lastSetupError}`);
}

/** Starts the shop on a fresh store (SQLite in dataDir, or databaseUrl), loads it, checks the orders, stops it. */
async function benchOrders(database, dataDir, databaseUrl) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const since = performance.now();
  const shop = startShop({ root, port, dataDir, databaseUrl });
  const db = { handle: null };
  try {
    const startMs = await waitFor200(`${origin}/api/health`, shop, since, 120_000);
    db.handle = await openDatabase({ dataDir, databaseUrl });
    const before = await orderableVariants(db.handle);
    if (!before.length) throw new Error('no published variant in stock');
    await raiseStock(db.handle, before, STOCK);
    const variants = await orderableVariants(db.handle);
    const notRaised = variants.filter((v) => v.stock !== STOCK);
    if (variants.length !== before.length || notRaised.length) throw new Error(`stock not raised on ${notRaised.map((v) => v.id).join(', ')}`);
    const buyers = makeBuyers(variants, buyerCount);
    console.log(
      `${database}: shop up in ${fmt(startMs, 0)} ms (migrate + seed), stock set to ${STOCK} on ${variants.length} published variants ` +
        `(and their products); ${buyers.length} buyers; load average ${loadAverage()}`,
    );

    const agent = keepAliveAgent(buyers.length);
    try {
      const warm = await runCheckouts(origin, buyers, agent, warmupMs);
      if (!warm.placed.length) {
        throw new Error(`no order placed during the warm-up: ${warm.lastError ?? warm.lastSetupError ?? 'no cart prepared'}`);
      }
      const mixed = await runCheckouts(origin, buyers, agent, durationMs);
      const checkoutsPerS = mixed.placed.length / (mixed.elapsedMs / 1000);
      const requestsPerS = (mixed.setupCalls + mixed.placed.length + mixed.errors) / (mixed.elapsedMs / 1000);
      console.log(
        `  checkouts (4 setup calls + place-order): ${fmt(checkoutsPerS, 0)}/s (${fmt(requestsPerS, 0)} API requests/s), ` +
          `place-order p99 ${fmt(latencyFigures(mixed.placeMs).p99, 1)} ms`,
      );
      printErrors('warm-up', warm);
      printErrors('checkouts', mixed);

      const prepared = await prepareCarts(origin, buyers, agent, durationMs);
      if (!prepared.ready.length) throw new Error(`no cart prepared: ${prepared.tally.lastSetupError}`);
      console.log(`  ${prepared.ready.length} carts prepared in ${fmt(prepared.elapsedMs / 1000, 1)} s for the place-order run`);
      printErrors('preparing', prepared.tally);
      const burst = await placeReady(origin, prepared.ready, buyers.length, agent);
      const ordersPerS = burst.placed.length / (burst.elapsedMs / 1000);
      console.log(`  place-order only: ${fmt(ordersPerS, 0)} orders/s, p99 ${fmt(latencyFigures(burst.placeMs).p99, 1)} ms`);
      printErrors('place-order only', burst);

      const placed = [...warm.placed, ...mixed.placed, ...burst.placed];
      const check = await checkOrders(db.handle, placed, {
        initialStock: STOCK,
        variantIds: variants.map((v) => v.id),
        productIds: [...new Set(variants.map((v) => v.productId))],
      });
      return { database, variants: variants.length, warm, mixed, checkoutsPerS, requestsPerS, prepared, burst, ordersPerS, check };
    } finally {
      agent.destroy();
    }
  } finally {
    await db.handle?.close();
    await stop(shop);
  }
}

function report(r) {
  const target = TARGETS[r.database];
  const mixedLat = latencyFigures(r.mixed.placeMs);
  const cycleLat = latencyFigures(r.mixed.cycleMs);
  const burstLat = latencyFigures(r.burst.placeMs);
  console.log(`\n${r.database}, ${buyerCount} buyers (one connection each), ${r.variants} variants:`);
  printRows([
    {
      name: `place-order only (${r.prepared.ready.length} prepared carts), orders/s`,
      rate: r.ordersPerS,
      ...burstLat,
      orders: r.burst.placed.length,
      errors: r.burst.errors,
    },
    {
      name: 'checkouts (setup + place-order), checkouts/s; place-order latency',
      rate: r.checkoutsPerS,
      ...mixedLat,
      orders: r.mixed.placed.length,
      errors: r.mixed.errors + setupErrorCount(r.mixed),
    },
    { name: '  the same checkouts, whole cycle latency (5 calls)', rate: r.checkoutsPerS, ...cycleLat, orders: r.mixed.placed.length, errors: 0 },
  ]);
  console.log(`API requests/s during the checkouts: ${fmt(r.requestsPerS, 0)}; warm-up orders: ${r.warm.placed.length}`);
  console.log(
    `target orders placed/s ≥ ${target} (${r.database}, issue 12): ${fmt(r.ordersPerS, 0)}/s → ${r.ordersPerS >= target ? 'met' : 'not met'} ` +
      `(checkouts with their setup calls: ${fmt(r.checkoutsPerS, 0)}/s)`,
  );
  const errors = r.warm.errors + r.mixed.errors + r.burst.errors;
  const setupErrors = setupErrorCount(r.warm) + setupErrorCount(r.mixed) + setupErrorCount(r.prepared.tally);
  console.log(`errors: ${errors} place-order, ${setupErrors} cart setup`);
  for (const line of describeCheck(r.check)) console.log(line);
  console.log(`target every order correct: ${r.check.correct ? 'met' : 'not met'}`);
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js')))
    throw new Error('apps/server/dist/main.js is missing: run `npm run bench:orders` (it builds first)');
  if (!Number.isInteger(buyerCount) || buyerCount < 1)
    throw new Error(`BENCH_ORDERS_CONCURRENCY must be a whole number ≥ 1, not ${env.BENCH_ORDERS_CONCURRENCY}`);
  const cpus = os.cpus();
  console.log(
    `Vitrine orders benchmark: Node ${process.version}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
      `${buyerCount} buyers, ${warmupMs} ms warm-up + ${durationMs} ms checkouts + ${durationMs} ms preparing carts, NODE_ENV=production`,
  );
  console.log(`load average before: ${loadAverage()}\n`);
  if (!env.BENCH_DATABASE_URL) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to measure it too\n');

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-orders-'));
  process.on('exit', () => fs.rmSync(workDir, { recursive: true, force: true })); // also after Ctrl-C
  const results = [];
  try {
    results.push(await benchOrders('SQLite', path.join(workDir, 'sqlite')));
    if (env.BENCH_DATABASE_URL) {
      const pg = await freshPostgres(env.BENCH_DATABASE_URL, { keep: env.BENCH_KEEP === '1', name: 'vitrine_bench_orders' });
      try {
        results.push(await benchOrders('PostgreSQL', path.join(workDir, 'pg'), pg.databaseUrl));
      } finally {
        await pg.cleanup();
      }
    }
  } finally {
    await stopAll();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  for (const r of results) report(r);
  console.log(`\nload average after: ${loadAverage()}`);
  printWhereToRecord('orders');
}

main().catch(async (err) => {
  console.error(`orders benchmark failed: ${err?.stack ?? err}`);
  await stopAll();
  process.exitCode = 1;
});
