#!/usr/bin/env node
// `npm run bench:cached-encoding` (builds first): HTML cache hits sent as stored brotli bytes
// (issue 14 metric 7; decisions/031). Side by side in one run, alternating, for the home and a
// product page with `accept-encoding: br`: the built shop (HTML_CACHE_TTL_MS=600000, every answer a
// hit) against plain Node serving the same brotli bytes from memory. Per target: pages/s and p99 at
// BENCH_CONCURRENCY (16) connections, then p99 with both offered the same fixed arrival rate, 70 %
// of the shop's max in that round (open loop, bench/lib/open-loop.mjs). Then, on each page's HTML,
// the size and time of each brotli quality (what CACHED_BROTLI_QUALITY buys). Prints figures only.
// BENCH_ROUNDS (3), BENCH_DURATION_MS (5000); figures are medians of the rounds. With
// BENCH_RESULT_FILE set, also writes the shop's ratio and fixed-rate p99 per page there as JSON
// (`npm run bench` runs this and prints them in issue 14's table).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { fetchOnce, measureApi } from './lib/load.mjs';
import { openLoop } from './lib/open-loop.mjs';
import { freePort, startPlainServer, startShop, stop, stopAll, waitFor200 } from './lib/processes.mjs';
import { fmt, loadAverage, printTable, printWhereToRecord } from './lib/report.mjs';
import { median } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/product/block-print-cushion-cover' },
];
const BR = { 'accept-encoding': 'br' };
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const load = {
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 16),
  warmupMs: Number(process.env.BENCH_WARMUP_MS ?? 1000),
  durationMs: Number(process.env.BENCH_DURATION_MS ?? 5000),
};
const FIXED_SHARE = 0.7;

/** One GET with brotli accepted; the body as received (not decoded). */
function getBrotli(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: BR }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** GETs the page until the shop answers from its stored brotli copy (made just after the miss). */
async function storedBrotli(origin, pagePath) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await getBrotli(origin + pagePath);
    if (res.status !== 200) throw new Error(`${pagePath} answered ${res.status}`);
    if (res.headers['x-cache'] === 'hit' && res.headers['content-encoding'] === 'br' && res.headers['content-length']) return res;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${pagePath}: no stored brotli copy after 100 tries`);
}

/** Size and time (ms, median of 5) of brotli at each quality on the page's HTML. */
function qualities(html) {
  return [4, 5, 6, 7, 9, 10, 11].map((quality) => {
    const times = [];
    let size = 0;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      size = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length;
      times.push(performance.now() - start);
    }
    return { quality, size, ms: median(times) };
  });
}

/** Per page: the shop's pages/s ÷ plain Node's and its p99 at the fixed rate, medians of the rounds. */
function shopFigures(captured, results) {
  const figures = { cachedRatio: {}, cachedP99Ms: {} };
  for (const page of captured) {
    const shopRuns = results.get(`${page.name}|shop, cached`);
    const plainRps = median(results.get(`${page.name}|plain Node`).map((r) => r.rps));
    figures.cachedRatio[page.name] = median(shopRuns.map((r) => r.rps)) / plainRps;
    figures.cachedP99Ms[page.name] = median(shopRuns.map((r) => r.fixedP99));
  }
  return figures;
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-cached-encoding-'));
  process.on('exit', () => fs.rmSync(workDir, { recursive: true, force: true }));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const shop = startShop({ root, port, dataDir: path.join(workDir, 'data'), env: { HTML_CACHE_TTL_MS: '600000' } });
  await waitFor200(`${origin}/`, shop, performance.now(), 60_000);

  const captured = [];
  for (const page of PAGES) {
    const res = await storedBrotli(origin, page.path);
    const bodyFile = path.join(workDir, `${page.name}.br`);
    fs.writeFileSync(bodyFile, res.body);
    const html = (await fetchOnce(origin + page.path)).body;
    captured.push({ ...page, contentType: res.headers['content-type'], contentEncoding: 'br', bodyFile, brBytes: res.body.length, html });
  }
  const pagesFile = path.join(workDir, 'pages.json');
  fs.writeFileSync(
    pagesFile,
    JSON.stringify(captured.map(({ path: p, contentType, contentEncoding, bodyFile }) => ({ path: p, contentType, contentEncoding, bodyFile }))),
  );
  const plain = await startPlainServer(pagesFile);
  const targets = [
    ['shop, cached', origin],
    ['plain Node', `http://127.0.0.1:${plain.port}`],
  ];

  const results = new Map(); // `${page}|${target}` -> [{ rps, p99, fixedP99, fixedRate, errors }]
  for (let round = 0; round < rounds; round++) {
    for (const page of captured) {
      const closedRuns = [];
      for (const [, base] of targets) closedRuns.push(await measureApi(base, () => ({ path: page.path, headers: BR }), load));
      const fixedRate = Math.max(1, Math.round(closedRuns[0].rps * FIXED_SHARE));
      for (const [index, [label, base]] of targets.entries()) {
        const closed = closedRuns[index];
        const fixed = await openLoop(base + page.path, fixedRate, load.durationMs, { headers: BR });
        const served = fixed.byStatus[200] ?? 0;
        const key = `${page.name}|${label}`;
        results.set(key, [
          ...(results.get(key) ?? []),
          { rps: closed.rps, p99: closed.p99, fixedRate, fixedP99: fixed.p99, errors: closed.errors + fixed.sent - served },
        ]);
      }
    }
  }
  await Promise.all([stop(shop), stop(plain.child)]);

  console.log(
    `\nHTML cache hits with accept-encoding: br, ${rounds} rounds alternating shop / plain Node, ${load.concurrency} connections, ` +
      `${load.durationMs} ms a target; fixed rate: both offered ${FIXED_SHARE * 100} % of the shop's max, open loop; medians of the rounds`,
  );
  console.log(`${os.cpus().length} cores, Node ${process.version}, load average ${loadAverage()}\n`);
  const rows = [];
  for (const page of captured) {
    const of = (label) => results.get(`${page.name}|${label}`);
    const plainRps = median(of('plain Node').map((r) => r.rps));
    for (const [label] of targets) {
      const runs = of(label);
      const rps = median(runs.map((r) => r.rps));
      rows.push([
        `${page.name} (${fmt(page.brBytes / 1024)} KB br)`,
        label,
        fmt(rps, 0),
        fmt(rps / plainRps, 2),
        fmt(median(runs.map((r) => r.p99))),
        fmt(median(runs.map((r) => r.fixedRate)), 0),
        fmt(median(runs.map((r) => r.fixedP99))),
        String(runs.reduce((n, r) => n + r.errors, 0)),
      ]);
    }
  }
  printTable(['page', 'server', 'pages/s', '÷ plain', 'p99 ms', 'fixed rate/s', 'p99 ms there', 'errors'], rows);
  if (process.env.BENCH_RESULT_FILE) fs.writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(shopFigures(captured, results)));

  console.log('\nBrotli on each page as stored (uncompressed HTML), one call on this thread, median of 5:');
  const qRows = [];
  for (const page of captured) {
    for (const { quality, size, ms } of qualities(page.html)) {
      qRows.push([`${page.name} (${fmt(page.html.length / 1024)} KB)`, String(quality), `${fmt(size / 1024)} KB`, fmt(ms)]);
    }
  }
  printTable(['page', 'quality', 'size', 'ms'], qRows);
  printWhereToRecord('html-cache');
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
