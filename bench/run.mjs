#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
// `npm run bench` (builds first): measures the built shop against plain Node serving the same bytes,
// side by side in one run, and prints figures only (docs/operations.md#benchmarks). Nothing is
// asserted: timings depend on the machine. Settings: BENCH_CONCURRENCY (16), BENCH_WARMUP_MS (1000),
// BENCH_DURATION_MS (5000) per target. Then runs the catalogue bench (bench/catalog.mjs: listings and
// search on 10k and 1M products) unless BENCH_CATALOG=off, and the cart bench (bench/cart.mjs: get-cart
// and add-item with 100 shoppers, product page cacheable with a cart cookie) unless BENCH_CART=off,
// and the orders bench (bench/orders.mjs: orders placed/s with 50 buyers, every order checked) unless
// BENCH_ORDERS=off, and the durability check (bench/durability.mjs: kill -9 mid-burst of orders, then
// restart: every acknowledged order there and whole, stock matching) unless BENCH_DURABILITY=off.
// Also the React floor (issue 14, metric 5): renderToString of each page's served markup as plain
// host elements, BENCH_FLOOR_MS (3000) per page after the shops stop, and HTML bytes per page; and
// HTML cache hits with brotli against plain Node (bench/cached-encoding.mjs) unless
// BENCH_CACHED_ENCODING=off. Last, issue 14's targets 3–7 as one table, with whether each holds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadJsBrotli, firstLoadJsSize } from './lib/first-load-js.mjs';
import { fetchOnce, measure } from './lib/load.mjs';
import { freePort, startPlainServer, startShop, stop, stopAll, waitFor200 } from './lib/processes.mjs';
import { reactFloor } from './lib/react-floor.mjs';
import { loadAverage, printTable as printRows, printWhereToRecord } from './lib/report.mjs';
import { SPEED_TARGETS_HEADER, speedTargetRows } from './lib/speed-targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/shop-online' },
  { name: 'content', path: '/about-us' },
  { name: 'product', path: '/product/block-print-cushion-cover' },
];
const load = {
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 16),
  warmupMs: Number(process.env.BENCH_WARMUP_MS ?? 1000),
  durationMs: Number(process.env.BENCH_DURATION_MS ?? 5000),
  maxRequests: 1_000_000,
};
const floorMs = Number(process.env.BENCH_FLOOR_MS ?? 3000);

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const kb = (bytes) => `${fmt(bytes / 1024)} KB`;

/** Starts the shop and times process start to the first 200 on `/`. */
async function startTimed(port, dataDir, env = {}) {
  const since = performance.now();
  const shop = startShop({ root, port, dataDir, env });
  const coldStartMs = await waitFor200(`http://127.0.0.1:${port}/`, shop, since);
  const health = await fetchOnce(`http://127.0.0.1:${port}/api/health`);
  if (health.status !== 200) throw new Error(`/api/health answered ${health.status}: ${health.body}`);
  return { shop, coldStartMs };
}

/** Fetches each page once; the plain server will serve exactly these bytes. */
async function capturePages(origin, workDir) {
  const captured = [];
  for (const page of PAGES) {
    const res = await fetchOnce(origin + page.path);
    if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}, expected 200`);
    const bodyFile = path.join(workDir, `${page.name}.html`);
    fs.writeFileSync(bodyFile, res.body);
    captured.push({ ...page, contentType: res.headers['content-type'], bodyFile, bytes: res.body.length, html: res.body.toString('utf8') });
  }
  const pagesFile = path.join(workDir, 'pages.json');
  fs.writeFileSync(pagesFile, JSON.stringify(captured.map(({ path: p, contentType, bodyFile }) => ({ path: p, contentType, bodyFile }))));
  return { captured, pagesFile };
}

function printTable(rows) {
  const header = ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'errors'];
  const lines = rows.map((r) => [r.target, fmt(r.rps, 0), fmt(r.p50, 2), fmt(r.p95, 2), fmt(r.p99, 2), String(r.requests), String(r.errors)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const l of lines) console.log(line(l));
}

async function main() {
  const server = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(server)) throw new Error('apps/server/dist/main.js is missing: run `npm run bench` (it builds first)');
  const cpus = os.cpus();
  console.log(
    `Vitrine benchmark: Node ${process.version}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
      `${load.concurrency} connections, ${load.warmupMs} ms warm-up + ${load.durationMs} ms per target, SQLite, NODE_ENV=production`,
  );
  // Other work on the machine skews every figure: the load average says how quiet it was.
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(' ')}\n`,
  );

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'));
  process.on('exit', () => fs.rmSync(workDir, { recursive: true, force: true })); // also after Ctrl-C
  try {
    const dataDir = path.join(workDir, 'data');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;

    // First start migrates and seeds the demo store; the restart is what a deploy sees. The
    // measured shop renders every request (HTML cache off); a second one on the same data
    // serves anonymous pages from its HTML cache.
    const first = await startTimed(port, dataDir);
    await stop(first.shop);
    const { shop, coldStartMs } = await startTimed(port, dataDir, { HTML_CACHE_TTL_MS: '0' });
    const cachedPort = await freePort();
    const cached = await startTimed(cachedPort, dataDir, { HTML_CACHE_TTL_MS: '600000' });
    const cachedOrigin = `http://127.0.0.1:${cachedPort}`;

    const { captured, pagesFile } = await capturePages(origin, workDir);
    const plain = await startPlainServer(pagesFile);
    const plainOrigin = `http://127.0.0.1:${plain.port}`;
    const js = await firstLoadJsSize(origin, captured[0].html);
    const scriptsBr = {};
    for (const page of captured) scriptsBr[page.name] = await firstLoadJsBrotli(origin, page.html);

    const rows = [];
    for (const page of captured) {
      for (const [kind, base] of [
        ['SSR', origin],
        ['SSR cached', cachedOrigin],
        ['plain', plainOrigin],
      ]) {
        const target = `${page.name} ${kind} (${page.path}, ${kb(page.bytes)})`;
        process.stdout.write(`measuring ${target}...\n`);
        rows.push({ page: page.name, kind, target, ...(await measure(base + page.path, load)) });
      }
    }
    await Promise.all([stop(shop), stop(cached.shop), stop(plain.child)]);
    const rps = (pageName, kind) => rows.find((r) => r.page === pageName && r.kind === kind).rps;
    process.stdout.write('measuring the React floor...\n');
    const floor = await reactFloor(captured, { warmupMs: load.warmupMs, durationMs: floorMs });

    console.log('');
    printTable(rows);
    console.log('');
    for (const page of captured) {
      const of = (kind) => rps(page.name, kind);
      console.log(
        `ratio SSR ÷ plain, ${page.name}: ${fmt(of('SSR') / of('plain'), 3)} uncached, ` + `${fmt(of('SSR cached') / of('plain'), 3)} from the HTML cache`,
      );
    }
    console.log('\nHTML bytes per page (uncompressed, as served):');
    for (const page of captured) console.log(`  ${page.name} ${page.path}: ${page.bytes} bytes (${kb(page.bytes)})`);
    console.log('\nReact floor: SSR ms a page (1 s ÷ uncached pages/s, one process) ÷ renderToString of the same markup as plain elements');
    printRows(
      ['page', 'SSR ms', 'floor ms', 'SSR ÷ floor', 'floor renders', 'floor markup'],
      floor.map((f) => {
        const ssrMs = 1000 / rps(f.name, 'SSR');
        return [
          f.name,
          fmt(ssrMs, 2),
          fmt(f.msPerRender, 3),
          `${fmt(ssrMs / f.msPerRender, 1)}×`,
          String(f.renders),
          `${kb(f.renderedBytes)} of ${kb(f.servedBytes)}`,
        ];
      }),
    );
    console.log('\nfirst-load scripts as sent with accept-encoding: br (issue 14, metric 3):');
    for (const page of captured) console.log(`  ${page.name}: ${kb(scriptsBr[page.name].bytes)} (${scriptsBr[page.name].files.length} files)`);
    console.log('');
    console.log(`first-load JavaScript, home, gzip: ${kb(js.gzip)} (${js.files.length} files, ${kb(js.raw)} uncompressed)`);
    for (const f of js.files) console.log(`  ${f.url}  ${kb(f.gzip)}`);
    console.log(`cold start to first 200 on /: ${fmt(coldStartMs, 0)} ms (restart on an existing data dir)`);
    console.log(`cold start, first run (migrate + seed the demo store): ${fmt(first.coldStartMs, 0)} ms`);
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')}`,
    );
    const byPage = (value) => Object.fromEntries(captured.map((page) => [page.name, value(page)]));
    return {
      scriptsBrBytes: byPage((page) => scriptsBr[page.name].bytes),
      uncachedRatio: byPage((page) => rps(page.name, 'SSR') / rps(page.name, 'plain')),
      floorRatio: byPage((page) => 1000 / rps(page.name, 'SSR') / floor.find((f) => f.name === page.name).msPerRender),
      htmlBytes: byPage((page) => page.bytes),
    };
  } finally {
    await stopAll();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** Another bench in its own process (it starts its own shops), after this one's are stopped; off with its switch. */
function runBench(script, switchName, env = {}) {
  if (process.exitCode || process.env[switchName] === 'off') return;
  console.log('\n');
  const { status, signal } = spawnSync(process.execPath, [path.join(root, script)], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) process.exitCode = status ?? (signal ? 1 : 0);
}

/** Cache hits with brotli against plain Node (issue 14, metric 7): its figures, or none when switched off or failed. */
function cachedEncodingFigures() {
  const resultFile = path.join(os.tmpdir(), `vitrine-bench-cached-encoding-${process.pid}.json`);
  try {
    runBench('bench/cached-encoding.mjs', 'BENCH_CACHED_ENCODING', { BENCH_RESULT_FILE: resultFile });
    return fs.existsSync(resultFile) ? JSON.parse(fs.readFileSync(resultFile, 'utf8')) : {};
  } finally {
    fs.rmSync(resultFile, { force: true });
  }
}

function printSpeedTargets(figures) {
  console.log(`\n\nIssue 14's targets 3–7 in this run (1 and 2: npm run bench:lighthouse); load average now ${loadAverage()}`);
  printRows(SPEED_TARGETS_HEADER, speedTargetRows(figures));
}

main()
  .then((figures) => {
    const cached = cachedEncodingFigures();
    runBench('bench/catalog.mjs', 'BENCH_CATALOG');
    runBench('bench/cart.mjs', 'BENCH_CART');
    runBench('bench/orders.mjs', 'BENCH_ORDERS');
    runBench('bench/durability.mjs', 'BENCH_DURABILITY');
    printSpeedTargets({ ...figures, ...cached });
    printWhereToRecord('pages');
  })
  .catch(async (err) => {
    console.error(`benchmark failed: ${err?.stack ?? err}`);
    await stopAll();
    process.exitCode = 1;
  });
