#!/usr/bin/env node
import fs from 'node:fs';
// Overload: does the shop shed load it cannot serve, and recover? (issue 9; how to read it in
// docs/operations.md#overload, figures in bench/results/overload.md). For each setting, side by side in one run:
//   1. the uncached home's peak (closed loop, 16 connections, 8 s);
//   2. the home at 2x that peak, open loop (a fixed arrival rate, as real visitors arrive), 30 s:
//      answers by status, Retry-After on the 503s, latency of the pages served, most in flight;
//   3. /api/health once every 100 ms for the next 10 s.
// Settings: the default MAX_CONCURRENT_RENDERS, any caps in OVERLOAD_CAPS, and shedding off (0).
// OVERLOAD_MS shortens the load phase. NODE_ENV=production, SQLite,
// HTML_CACHE_TTL_MS=0 so every home is rendered.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './lib/load.mjs';
import { openLoop, pct } from './lib/open-loop.mjs';
import { freePort, startShop, stop, stopAll, waitFor200 } from './lib/processes.mjs';
import { printWhereToRecord } from './lib/report.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const LOAD_MS = Number(process.env.OVERLOAD_MS ?? 30_000);

function get(url, agent) {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'], ms: performance.now() - start }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - start }));
    req.setTimeout(60_000, () => req.destroy());
  });
}

async function healthAfter(origin) {
  const rows = [];
  const start = performance.now();
  while (performance.now() - start < 10_000) {
    const at = performance.now() - start;
    const { status, ms } = await get(`${origin}/api/health`, false);
    rows.push({ at, status, ms });
    await new Promise((r) => setTimeout(r, 100));
  }
  const late = rows.filter((r) => r.ms >= 100 || r.status !== 200);
  const sorted = rows.map((r) => r.ms).sort((a, b) => a - b);
  return { checks: rows.length, p50: pct(sorted, 0.5), p99: pct(sorted, 0.99), max: sorted.at(-1), lastSlowAtMs: late.length ? late.at(-1).at : null };
}

async function run(label, env, workDir) {
  const port = await freePort();
  const dataDir = path.join(workDir, label.replace(/\W+/g, '-'));
  const shop = startShop({ root, port, dataDir, env: { HTML_CACHE_TTL_MS: '0', ...env } });
  await waitFor200(`http://127.0.0.1:${port}/`, shop, performance.now(), 60_000);
  const origin = `http://127.0.0.1:${port}`;
  const peak = await measure(`${origin}/`, { concurrency: 16, warmupMs: 1000, durationMs: 8000 });
  const rate = Math.round(peak.rps * 2);
  // Thousands of sockets: at 2x the peak every due request leaves at once, none waits for a connection.
  const load = await openLoop(`${origin}/`, rate, LOAD_MS, { maxSockets: 2000, warmupMs: 0 });
  const health = await healthAfter(origin);
  await stop(shop);
  return { label, peakRps: peak.rps, rate, load, health };
}

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '—');

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-overload-'));
  try {
    const rows = [];
    // OVERLOAD_CAPS=4,8,32 compares caps; the default setting and shedding off are always measured.
    const caps = (process.env.OVERLOAD_CAPS ?? '').split(',').filter(Boolean);
    rows.push(await run('default', {}, workDir));
    for (const cap of caps) rows.push(await run(`cap ${cap}`, { MAX_CONCURRENT_RENDERS: cap }, workDir));
    rows.push(await run('shedding off', { MAX_CONCURRENT_RENDERS: '0' }, workDir));
    console.log(`\nOverload: uncached home at 2x its peak for ${LOAD_MS / 1000} s, then /api/health every 100 ms for 10 s\n`);
    console.log(
      '| setting | peak req/s | offered req/s | 200 | 503 (with Retry-After) | other | served p50 ms | served p99 ms | max in flight | health p50 / p99 / max ms after | last health ≥ 100 ms at |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      const s = r.load.byStatus;
      const other = Object.entries(s)
        .filter(([k]) => k !== '200' && k !== '503')
        .reduce((a, [, v]) => a + v, 0);
      const h = r.health;
      console.log(
        `| ${r.label} | ${fmt(r.peakRps)} | ${r.rate} | ${s[200] ?? 0} | ${s[503] ?? 0} (${r.load.shedWithRetryAfter}) | ${other} | ${fmt(r.load.p50)} | ${fmt(r.load.p99)} | ${r.load.maxInFlight} | ${fmt(h.p50)} / ${fmt(h.p99)} / ${fmt(h.max)} | ${h.lastSlowAtMs === null ? 'never' : `${fmt(h.lastSlowAtMs)} ms`} |`,
      );
    }
  } finally {
    await stopAll();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  printWhereToRecord('overload');
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
