#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: build the shop when its output is missing or older
// than the sources, find Chromium, then `playwright test` on a fresh data dir and a free port
// (playwright.config.ts starts `node apps/server/dist/main.js`). E2E_BUILD=always|never overrides.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outputs = ['apps/server/dist/main.js', 'apps/web/build/server/index.js'].map((p) => join(root, p));
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', '.react-router', 'test-results', 'playwright-report']);

/** Newest mtime of anything that goes into the build (tests excluded). */
function newestSource(dir, newest = 0) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.env') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) newest = newestSource(path, newest);
    } else if (!/\.test\.tsx?$/.test(entry.name)) {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

function buildIsStale() {
  if (!outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const sources = Math.max(newestSource(join(root, 'apps')), newestSource(join(root, 'packages')), statSync(join(root, 'package-lock.json')).mtimeMs);
  return sources > built;
}

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

const mode = process.env.E2E_BUILD ?? 'auto';
if (mode === 'always' || (mode !== 'never' && buildIsStale())) {
  console.log('e2e: building the shop (npm run build)...');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) {
    console.error(`e2e: npm run build failed (exit ${code}); browser tests not run.`);
    process.exit(code);
  }
} else {
  console.log(mode === 'never' ? 'e2e: build skipped (E2E_BUILD=never).' : 'e2e: build is up to date (E2E_BUILD=always to rebuild).');
}

// Find (or install) Chromium once here, so the config and its workers inherit CHROME_PATH.
const chrome = findChromium();
console.log(`e2e: browser ${chrome ?? "Playwright's own Chromium"}`);

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
const env = { ...process.env, E2E_DATA_DIR: dataDir };
let code;
try {
  code = await run(process.execPath, [join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], env);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
