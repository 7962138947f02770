#!/usr/bin/env node
// `npm run bench:durability` (builds first; `npm run bench` runs it unless BENCH_DURABILITY=off;
// `npm test` runs `--small` after the browser tests): kill -9 of the shop during a burst of orders,
// then restart (issue 12, docs/operations.md#durability). Each round, on the built shop:
//   1. prepares carts ready to place (bench/lib/order-load.mjs) over a few variants whose stock is
//      then set below the demand, so some orders are refused for stock;
//   2. places them `concurrency` at a time and SIGKILLs the shop mid-burst, keeping every answer;
//   3. restarts the shop on the same database and checks it directly (bench/lib/durability-check.mjs):
//      every acknowledged order there once and whole, stock = before − units ordered, never < 0;
//   4. places the unanswered carts (and a few acknowledged ones) again: each answers its order, or
//      places one, or is refused; then checks again.
// Rounds follow each other on the same database, each a crash and a restart. Prints a figure
// table; exits 1 on any mismatch or failed setup. SQLite (temp data dir), and PostgreSQL too when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database vitrine_durability_<pid> on that
// server, dropped at the end unless BENCH_KEEP=1). Settings: DURABILITY_ROUNDS (3), DURABILITY_ORDERS
// (200 a round), DURABILITY_CONCURRENCY (16); `--small`: 2 rounds × 40 orders, 8 at a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freshPostgres } from './lib/cart-data.mjs';
import { burstAndKill, countOutcomes, prepareBurstCarts, refusalReasons, resubmit } from './lib/durability-burst.mjs';
import { checkDurability, checkResubmission } from './lib/durability-check.mjs';
import { pickVariants, setStock, snapshot } from './lib/durability-data.mjs';
import { describeProblems } from './lib/order-check.mjs';
import { openDatabase } from './lib/order-data.mjs';
import { keepAliveAgent } from './lib/order-load.mjs';
import { freePort, startShop, stop, stopAll, waitFor200 } from './lib/processes.mjs';
import { fmt, loadAverage, printTable, printWhereToRecord } from './lib/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const small = process.argv.includes('--small');
const setting = (name, normal, whenSmall) => {
  const value = Number(env[name] ?? (small ? whenSmall : normal));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1, not ${env[name]}`);
  return value;
};
const rounds = setting('DURABILITY_ROUNDS', 3, 2);
const orderCount = setting('DURABILITY_ORDERS', 200, 40);
const concurrency = setting('DURABILITY_CONCURRENCY', 16, 8);
const databaseUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL;
// A stuck run must not hold CI: past this the script fails and its shops are killed.
const timeoutMs = setting('DURABILITY_TIMEOUT_MS', 600_000, 120_000);

// What a run that times out still undoes (the PostgreSQL database) before it exits.
const cleanups = new Set();

const VARIANTS = 4;
const CART_STOCK = 10_000; // while carts are prepared, so add-item takes up to 3 of anything
// Stock of each variant for the burst, as a share of the units its carts ask for: the first runs
// out early, the last never.
const STOCK_SHARES = [0.15, 0.4, 0.7, 1.5];
const ACKNOWLEDGED_RESUBMITTED = 5;

async function startedShop(port, dataDir, shopDatabaseUrl) {
  const since = performance.now();
  const shop = startShop({ root, port, dataDir, databaseUrl: shopDatabaseUrl });
  const ms = await waitFor200(`http://127.0.0.1:${port}/api/health`, shop, since, 120_000);
  return { shop, ms };
}

/** The burst's stock: each variant's share of the units its carts ask for. */
function limitedStock(variants, carts) {
  return variants.map((v, i) => {
    const demand = carts.filter((c) => c.variant.id === v.id).reduce((units, c) => units + c.quantity, 0);
    return [v, Math.floor(demand * STOCK_SHARES[i % STOCK_SHARES.length])];
  });
}

async function oneRound({ origin, port, dataDir, shopDatabaseUrl, variants, agent, shop }) {
  const open = () => openDatabase({ dataDir, databaseUrl: shopDatabaseUrl });
  let db = await open();
  let before;
  let carts;
  try {
    await setStock(
      db,
      variants.map((v) => [v, CART_STOCK]),
    );
    carts = await prepareBurstCarts(
      origin,
      variants.map((v) => ({ ...v, stock: CART_STOCK })),
      orderCount,
      concurrency,
      agent,
    );
    await setStock(db, limitedStock(variants, carts));
    before = await snapshot(db, variants);
  } finally {
    await db.close(); // the crashed shop's database is next opened by the restarted shop, as after a real crash
  }
  const kill = await burstAndKill(origin, carts, concurrency, agent, shop);
  const outcomes = countOutcomes(carts);
  const reasons = refusalReasons(carts);
  const restarted = await startedShop(port, dataDir, shopDatabaseUrl);
  db = await open();
  try {
    const afterCrash = await checkDurability(db, { carts, before, variants });
    const again = [
      ...carts.filter((c) => c.outcome !== 'acknowledged' && c.outcome !== 'refused'),
      ...carts.filter((c) => c.outcome === 'acknowledged').slice(0, ACKNOWLEDGED_RESUBMITTED),
    ];
    const resubmission = checkResubmission(await resubmit(origin, again, agent), afterCrash.orderOfCart);
    const afterResubmission = await checkDurability(db, { carts, before, variants });
    return { kill, outcomes, reasons, restartMs: restarted.ms, shop: restarted.shop, afterCrash, resubmission, afterResubmission };
  } finally {
    await db.close();
  }
}

/** Rounds of burst, kill -9, restart and check on one fresh store; resolves with each round's figures. */
async function crashRounds(database, dataDir, shopDatabaseUrl) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let { shop, ms } = await startedShop(port, dataDir, shopDatabaseUrl);
  const agent = keepAliveAgent(concurrency);
  try {
    const db = await openDatabase({ dataDir, databaseUrl: shopDatabaseUrl });
    const variants = await pickVariants(db, VARIANTS).finally(() => db.close());
    if (variants.length < 2) throw new Error(`only ${variants.length} published variants of different products to order`);
    console.log(`${database}: shop up in ${fmt(ms, 0)} ms (migrate + seed); ${variants.length} variants ${variants.map((v) => v.id).join(', ')}`);
    const results = [];
    for (let round = 1; round <= rounds; round++) {
      const r = await oneRound({ origin, port, dataDir, shopDatabaseUrl, variants, agent, shop });
      shop = r.shop;
      results.push({ database, round, ...r });
      const problems = r.afterCrash.problems.length + r.resubmission.problems.length + r.afterResubmission.problems.length;
      console.log(
        `  round ${round}: killed after ${r.kill.killedAfter} answers with ${r.kill.inFlight} in flight; ` +
          `restart ${fmt(r.restartMs, 0)} ms; ${problems ? `${problems} mismatches` : 'all checks pass'}`,
      );
      if (r.reasons.length) console.log(`    refused or failed in the burst: ${r.reasons.join('; ')}`);
    }
    return results;
  } finally {
    agent.destroy();
    await stop(shop);
  }
}

function report(results) {
  const header = ['database, round', 'sent', 'acked', 'refused', 'no answer', 'not sent', 'failed', 'found', 'made unacked', 'again', 'same', 'mismatches'];
  printTable(
    header,
    results.map((r) => {
      const o = r.outcomes;
      const mismatches = r.afterCrash.problems.length + r.resubmission.problems.length + r.afterResubmission.problems.length;
      return [
        `${r.database} ${r.round}`,
        String(orderCount - o['not sent']),
        String(o.acknowledged),
        String(o.refused),
        String(o.unanswered),
        String(o['not sent']),
        String(o.failed),
        String(r.afterCrash.found),
        String(r.afterCrash.madeUnacknowledged),
        `${r.resubmission.figures.sent}: +${r.resubmission.figures.placed} / ${r.resubmission.figures.refused}✗`,
        String(r.resubmission.figures.sameOrder),
        String(mismatches),
      ];
    }),
  );
  let failed = false;
  for (const r of results) {
    for (const [stage, problems] of [
      ['after the restart', r.afterCrash.problems],
      ['resubmitting', r.resubmission.problems],
      ['after resubmitting', r.afterResubmission.problems],
    ]) {
      if (!problems.length) continue;
      failed = true;
      console.log(`\n${r.database}, round ${r.round}, ${stage}:`);
      for (const line of describeProblems(problems)) console.log(line);
    }
  }
  return failed;
}

async function durabilitySettings(pgUrl) {
  const db = await openDatabase({ databaseUrl: pgUrl });
  try {
    const rows = await db.all(`select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes') order by name`);
    return rows.map((r) => `${r.name}=${r.setting}`).join(', ');
  } finally {
    await db.close();
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js')))
    throw new Error('apps/server/dist/main.js is missing: run `npm run bench:durability` (it builds first)');
  setTimeout(async () => {
    console.error(`durability check failed: not done within ${timeoutMs} ms`);
    await Promise.race([Promise.allSettled([...cleanups].map((cleanup) => cleanup())), sleep(5000)]);
    process.exit(1); // processes.mjs kills the shops on exit
  }, timeoutMs).unref();
  console.log(
    `Vitrine durability check (kill -9 mid-burst): Node ${process.version}, ${os.cpus().length} cores, ${rounds} rounds × ${orderCount} orders, ` +
      `${concurrency} at a time, load average ${loadAverage()}`,
  );
  console.log('SQLite: journal_mode=WAL, synchronous=NORMAL (apps/api/src/db/connect.ts)');
  if (!databaseUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)=postgres://… to check it too');

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-durability-'));
  process.on('exit', () => fs.rmSync(workDir, { recursive: true, force: true })); // also after Ctrl-C
  const results = [];
  const started = performance.now();
  try {
    results.push(...(await crashRounds('SQLite', path.join(workDir, 'sqlite'))));
    if (databaseUrl) {
      const pg = await freshPostgres(databaseUrl, { keep: env.BENCH_KEEP === '1', name: `vitrine_durability_${process.pid}` });
      cleanups.add(pg.cleanup);
      try {
        console.log(`PostgreSQL: ${await durabilitySettings(pg.databaseUrl)}`);
        results.push(...(await crashRounds('PostgreSQL', path.join(workDir, 'pg'), pg.databaseUrl)));
      } finally {
        cleanups.delete(pg.cleanup);
        await pg.cleanup();
      }
    }
  } finally {
    await stopAll();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  console.log('');
  const failed = report(results);
  console.log(
    `\nsent: place-order requests sent; acked: answered 200 with an order; no answer: connection reset by the kill; ` +
      `found: orders in the database after the restart; made unacked: of those, without a 200; again: carts placed again ` +
      `after the restart (+ new orders / ✗ refused), same: answered the order they already had.`,
  );
  console.log(`durability: ${failed ? 'MISMATCHES (see above)' : 'every check passed'} in ${fmt((performance.now() - started) / 1000, 1)} s`);
  printWhereToRecord('durability');
  if (failed) process.exitCode = 1;
}

main().catch(async (err) => {
  console.error(`durability check failed: ${err?.stack ?? err}`);
  await stopAll();
  process.exitCode = 1;
});
