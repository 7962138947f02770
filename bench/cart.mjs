#!/usr/bin/env node
// `npm run bench:cart` (builds first; `npm run bench` runs it after the catalogue bench unless
// BENCH_CART=off): the cart API of the built shop with 100 shoppers at once, each its own cart
// cookie and keep-alive connection (docs/operations.md#cart). Measures `GET /api/health` as the
// reference, `GET /api/cart/get` on one-line carts, `POST /api/cart/add-item` (each shopper cycles
// over 40 published variants; a line at its cap is removed first, unmeasured) and get-cart again on
// the grown carts; then checks that a guest with a cart cookie still gets the product page from the
// HTML cache and no cookie with it. Figures only, nothing asserted. On SQLite, and on PostgreSQL
// too when BENCH_DATABASE_URL is set (database vitrine_bench_cart, dropped unless BENCH_KEEP=1).
// Settings: BENCH_CART_CONCURRENCY (100 shoppers), BENCH_WARMUP_MS (1000), BENCH_DURATION_MS (5000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshPostgres, publishedVariants } from './lib/cart-data.mjs';
import { cartOps, cartSizes, guestPageCheck, makeShoppers, measureShoppers } from './lib/cart-load.mjs';
import { freePort, startShop, stop, stopAll, waitFor200 } from './lib/processes.mjs';
import { fmt, loadAverage, printTable, printWhereToRecord } from './lib/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const PRODUCT_PAGE = '/product/block-print-cushion-cover';
const shopperCount = Number(env.BENCH_CART_CONCURRENCY ?? 100);
const load = { warmupMs: Number(env.BENCH_WARMUP_MS ?? 1000), durationMs: Number(env.BENCH_DURATION_MS ?? 5000) };

function printRows(rows) {
  printTable(
    ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'errors'],
    rows.map((r) => [r.target, fmt(r.rps, 0), fmt(r.p50, 2), fmt(r.p95, 2), fmt(r.p99, 2), String(r.requests), String(r.errors)]),
  );
}

const average = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/** Starts the shop on a fresh store (SQLite in dataDir, or databaseUrl), measures, stops it. */
async function benchCart(database, dataDir, databaseUrl) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const since = performance.now();
  // The defaults of `npm start`, HTML cache included (the guest page check reads it).
  const shop = startShop({ root, port, dataDir, databaseUrl });
  try {
    const startMs = await waitFor200(`${origin}/api/health`, shop, since, 120_000);
    const variants = await publishedVariants({ dataDir, databaseUrl });
    const shoppers = await makeShoppers(origin, variants, shopperCount);
    console.log(
      `${database}: shop up in ${fmt(startMs, 0)} ms (migrate + seed), ${variants.length} published variants in stock, ` +
        `${shoppers.length} carts made; load average ${loadAverage()}`,
    );
    const rows = [];
    const targets = [
      ['health', 'GET /api/health (reference)', cartOps.health],
      ['get', 'GET /api/cart/get, 1-line carts', cartOps.get],
      ['add', 'POST /api/cart/add-item', cartOps.add],
      ['get-after', 'GET /api/cart/get, after add-item', cartOps.get],
    ];
    for (const [key, name, op] of targets) {
      const figures = await measureShoppers(origin, shoppers, op, load);
      const row = { database, key, target: name, ...figures };
      if (key === 'add') {
        const sizes = await cartSizes(origin, shoppers);
        row.lines = { min: Math.min(...sizes), max: Math.max(...sizes), mean: average(sizes) };
      }
      console.log(`  ${name}: ${fmt(row.rps, 0)} req/s, p99 ${fmt(row.p99, 2)} ms, ${row.errors} errors`);
      if (row.errors) console.log(`    failed answers by status: ${JSON.stringify(row.statuses)}; last: ${row.lastError}`);
      if (row.removeErrors) console.log(`    ${row.removeErrors} remove-item requests failed; last: ${row.lastRemoveError}`);
      rows.push(row);
    }
    const page = await guestPageCheck(origin, PRODUCT_PAGE, shoppers[0].cookie);
    return { rows, page };
  } finally {
    await stop(shop);
  }
}

function report({ rows, page }, database) {
  console.log(`\n${database}, ${shopperCount} shoppers (one connection and one cart cookie each):`);
  printRows(rows);
  const rps = (key) => rows.find((r) => r.key === key).rps;
  const add = rows.find((r) => r.key === 'add');
  console.log(`ratio get-cart ÷ health: ${fmt(rps('get') / rps('health'), 3)} (1-line carts), ${fmt(rps('get-after') / rps('health'), 3)} (after add-item)`);
  console.log(`ratio add-item ÷ health: ${fmt(rps('add') / rps('health'), 3)}`);
  console.log(
    `add-item: ${add.removes} unmeasured remove-item requests (lines at their cap); ` +
      `lines per cart after it: ${add.lines.min}–${add.lines.max} (mean ${fmt(add.lines.mean, 1)})`,
  );
  const [first, second] = page.answers;
  const noCookie = page.answers.every((a) => a.setCookie.length === 0);
  const cacheable = second.xCache === 'hit';
  console.log(
    `product page (${PRODUCT_PAGE}) for a guest with a cart cookie: x-cache ${first.xCache}, then ${second.xCache}; ` +
      `the same page without a cookie: x-cache ${page.withoutCookie}`,
  );
  console.log(`product page HTML-cacheable for a guest with a cart: ${cacheable ? 'yes' : 'no'}`);
  console.log(`set-cookie on that page: ${noCookie ? 'none' : page.answers.flatMap((a) => a.setCookie).join(' | ')}`);
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js')))
    throw new Error('apps/server/dist/main.js is missing: run `npm run bench:cart` (it builds first)');
  if (!Number.isInteger(shopperCount) || shopperCount < 1)
    throw new Error(`BENCH_CART_CONCURRENCY must be a whole number ≥ 1, not ${env.BENCH_CART_CONCURRENCY}`);
  const cpus = os.cpus();
  console.log(
    `Vitrine cart benchmark: Node ${process.version}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
      `${shopperCount} shoppers, ${load.warmupMs} ms warm-up + ${load.durationMs} ms per target, NODE_ENV=production`,
  );
  console.log(`load average before: ${loadAverage()}\n`);
  if (!env.BENCH_DATABASE_URL) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to measure it too\n');

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-cart-'));
  process.on('exit', () => fs.rmSync(workDir, { recursive: true, force: true })); // also after Ctrl-C
  const results = [];
  try {
    results.push(['SQLite', await benchCart('SQLite', path.join(workDir, 'sqlite'))]);
    if (env.BENCH_DATABASE_URL) {
      const pg = await freshPostgres(env.BENCH_DATABASE_URL, { keep: env.BENCH_KEEP === '1' });
      try {
        results.push(['PostgreSQL', await benchCart('PostgreSQL', path.join(workDir, 'pg'), pg.databaseUrl)]);
      } finally {
        await pg.cleanup();
      }
    }
  } finally {
    await stopAll();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  for (const [database, result] of results) report(result, database);
  console.log(`\nload average after: ${loadAverage()}`);
  printWhereToRecord('cart');
}

main().catch(async (err) => {
  console.error(`cart benchmark failed: ${err?.stack ?? err}`);
  await stopAll();
  process.exitCode = 1;
});
