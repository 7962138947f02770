#!/usr/bin/env node
// `npm run bench:catalog` (builds first; `npm run bench` runs it after the page bench unless
// BENCH_CATALOG=off): listings, paging and search of the built shop on catalogues of 10k and 1M
// products, on SQLite and, when BENCH_DATABASE_URL is set, on PostgreSQL. Figures only, nothing
// asserted (docs/operations.md#catalogue-benchmark). Settings: BENCH_SIZES (10000,1000000), BENCH_PG_SIZES
// (BENCH_SIZES), BENCH_DATABASE_URL (postgres://… of a server where the bench may create and drop
// databases vitrine_bench_<size>), BENCH_KEEP=1 (keep those databases), BENCH_DATA_DIR (os.tmpdir()),
// BENCH_CATALOG_CONCURRENCY (8), BENCH_WARMUP_MS (1000), BENCH_CATALOG_DURATION_MS (4000). Listing and
// search targets are measured again with 1 connection: the latency of one request on its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preparePostgres, prepareSqlite } from './lib/catalog-data.mjs';
import { printCatalogReport } from './lib/catalog-report.mjs';
import { catalogTargets, findDeepCursor, probe } from './lib/catalog-targets.mjs';
import { measureApi } from './lib/load.mjs';
import { freePort, startShop, stop, stopAll, waitFor200 } from './lib/processes.mjs';
import { printWhereToRecord } from './lib/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const sizesOf = (text) =>
  text.split(',').map((s) => {
    const n = Number(s.trim());
    if (!Number.isInteger(n) || n < 1) throw new Error(`not a catalogue size: "${s}" (BENCH_SIZES=10000,1000000)`);
    return n;
  });
const sizes = sizesOf(env.BENCH_SIZES ?? '10000,1000000');
const pgSizes = sizesOf(env.BENCH_PG_SIZES ?? sizes.join(','));
const adminUrl = env.BENCH_DATABASE_URL;
const baseDir = env.BENCH_DATA_DIR ?? os.tmpdir();
const load = {
  concurrency: Number(env.BENCH_CATALOG_CONCURRENCY ?? 8),
  warmupMs: Number(env.BENCH_WARMUP_MS ?? 1000),
  durationMs: Number(env.BENCH_CATALOG_DURATION_MS ?? 4000),
  maxRequests: 1_000_000,
};
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => fmt(l, 2))
    .join(' ');

/** Starts the shop on a catalogue, measures every target, stops it. */
async function benchCatalog(database, size, catalog) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const since = performance.now();
  const shop = startShop({ root, port, dataDir: catalog.dataDir, databaseUrl: catalog.databaseUrl, env: { HTML_CACHE_TTL_MS: '0' } });
  const rows = [];
  try {
    const startMs = await waitFor200(`${origin}/api/health`, shop, since, 120_000);
    console.log(`${database} ${size.toLocaleString('en')}: shop up in ${fmt(startMs, 0)} ms; load average ${loadAverage()}`);
    const deep = await findDeepCursor(origin);
    for (const target of catalogTargets(deep)) {
      const matches = await probe(origin, target);
      const figures = await measureApi(origin, target.request, load);
      if (figures.errors) console.log(`  ${figures.errors} failed requests, last: ${figures.lastError}`);
      const row = { database, size, key: target.key, target: target.name, matches, ...figures };
      console.log(`  ${target.name}: ${fmt(row.rps, 0)} req/s, p95 ${fmt(row.p95, 2)} ms (${matches ?? '-'} matches)`);
      rows.push(row);
      if (target.alone) {
        // One connection: the time a single request takes (with 8, p95 also counts the queue).
        const alone = await measureApi(origin, target.request, { ...load, concurrency: 1 });
        const aloneRow = { database, size, key: `${target.key}-alone`, target: `${target.name}, 1 connection`, matches, ...alone };
        console.log(`  ${aloneRow.target}: ${fmt(alone.rps, 0)} req/s, p95 ${fmt(alone.p95, 2)} ms`);
        rows.push(aloneRow);
      }
    }
  } finally {
    await stop(shop);
  }
  return rows;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js')))
    throw new Error('apps/server/dist/main.js is missing: run `npm run bench:catalog` (it builds first)');
  const cpus = os.cpus();
  console.log(
    `Vitrine catalogue benchmark: Node ${process.version}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
      `${load.concurrency} connections, ${load.warmupMs} ms warm-up + ${load.durationMs} ms per target, NODE_ENV=production`,
  );
  console.log(`load average before: ${loadAverage()}\n`);
  const plan = [...sizes.map((size) => ['SQLite', size]), ...(adminUrl ? pgSizes.map((size) => ['PostgreSQL', size]) : [])];
  if (!adminUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to measure it too\n');
  const rows = [];
  const seeding = [];
  for (const [database, size] of plan) {
    const catalog =
      database === 'SQLite'
        ? await prepareSqlite({ root, baseDir, size })
        : await preparePostgres({ root, baseDir, size, adminUrl, keep: env.BENCH_KEEP === '1' });
    seeding.push({ database, size, ms: catalog.seededMs });
    try {
      rows.push(...(await benchCatalog(database, size, catalog)));
    } finally {
      await catalog.cleanup();
    }
  }
  console.log('');
  printCatalogReport(rows, seeding);
  console.log(`load average after: ${loadAverage()}`);
  printWhereToRecord('catalog');
}

main().catch(async (err) => {
  console.error(`catalogue benchmark failed: ${err?.stack ?? err}`);
  await stopAll();
  process.exitCode = 1;
});
