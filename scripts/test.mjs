#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + API tests (Vitest), browser tests (Playwright), the kill -9
// durability check at a small scale (bench/durability.mjs --small, on the shop the browser stage
// built; PostgreSQL too with TEST_DATABASE_URL), then one closing line `N passed, N failed[, N
// skipped]`. Test counts come from the runners' JSON reports; a failed typecheck, lint or
// durability check, or a runner that failed without failing a test (crash, unhandled error,
// server that never started), counts as one failed step. Every stage runs even after a
// failure, so the summary is complete. TEST_DATABASE_URL (PostgreSQL) passes through untouched.
// The summary gives each stage's wall time, to see where a slow run spends it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const reports = mkdtempSync(join(tmpdir(), 'vitrine-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
let stageStarted = performance.now();

/** Prints a stage's heading and starts its clock. */
function heading(title) {
  console.log(`\n======== ${title} ========\n`);
  stageStarted = performance.now();
}

function formatSeconds(ms) {
  const s = ms / 1000;
  return s < 10 ? `${s.toFixed(1)} s` : `${Math.round(s)} s`;
}

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function record(name, { passed = 0, failed = 0, skipped = 0 }, note = '') {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  stages.push({ name, ok: failed === 0, note, ms: performance.now() - stageStarted });
}

/** typecheck and lint: a step, not tests; failing counts one. */
async function step(name, args) {
  heading(name);
  const code = await run('npm', ['run', ...args]);
  record(name, { failed: code === 0 ? 0 : 1 }, code === 0 ? 'ok' : `exit ${code}`);
}

async function unitTests() {
  const name = 'unit + API tests (vitest)';
  heading(name);
  if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: API tests run on SQLite only.\n');
  const file = join(reports, 'vitest.json');
  const code = await run(process.execPath, [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const json = readJson(file);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (json) {
    counts.passed = json.numPassedTests ?? 0;
    counts.failed = json.numFailedTests ?? 0;
    counts.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    // A file that failed to load (syntax/import error) has no failed test of its own.
    for (const result of json.testResults ?? []) {
      const failedTests = (result.assertionResults ?? []).filter((a) => a.status === 'failed').length;
      if (result.status === 'failed' && failedTests === 0) counts.failed += 1;
    }
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1; // unhandled error, crash, no report
  record(name, counts, `exit ${code}`);
}

function hasSpecs(dir) {
  if (!existsSync(dir)) return false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'node_modules' && hasSpecs(join(dir, entry.name))) return true;
    if (entry.isFile() && entry.name.endsWith('.spec.ts')) return true;
  }
  return false;
}

async function browserTests() {
  const name = 'browser tests (playwright)';
  heading(name);
  if (!hasSpecs(join(root, 'e2e'))) {
    console.log('No e2e/**/*.spec.ts yet: skipped (nothing built).');
    record(name, {}, 'no specs');
    return;
  }
  const file = join(reports, 'playwright.json');
  const code = await run(process.execPath, [join(root, 'scripts/e2e.mjs')], { PLAYWRIGHT_JSON_OUTPUT_FILE: file });
  const json = readJson(file);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (json?.stats) {
    counts.passed = (json.stats.expected ?? 0) + (json.stats.flaky ?? 0);
    counts.failed = json.stats.unexpected ?? 0;
    counts.skipped = json.stats.skipped ?? 0;
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1; // build failed, server never started, ...
  record(name, counts, `exit ${code}`);
}

/** Kill -9 mid-burst of orders, restart, check: a step like typecheck; needs the server the browser stage built. */
async function durabilityCheck() {
  const name = 'durability (kill -9 mid-burst, small)';
  heading(name);
  if (!existsSync(join(root, 'apps/server/dist/main.js'))) {
    console.log('apps/server/dist/main.js is missing (the browser stage builds it): skipped.');
    record(name, {}, 'no build');
    return;
  }
  const code = await run(process.execPath, [join(root, 'bench/durability.mjs'), '--small']);
  record(name, { failed: code === 0 ? 0 : 1 }, code === 0 ? 'ok' : `exit ${code}`);
}

await step('typecheck', ['typecheck']);
await step('lint (biome)', ['lint']);
await unitTests();
await browserTests();
await durabilityCheck();
rmSync(reports, { recursive: true, force: true });

heading('summary');
for (const stage of stages) {
  console.log(`${stage.ok ? 'ok    ' : 'FAILED'}  ${stage.name} (${stage.note}, ${formatSeconds(stage.ms)})`);
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exitCode = totals.failed > 0 ? 1 : 0;
