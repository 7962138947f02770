#!/usr/bin/env node
// Finds the Chromium that browser tests drive. Order: $CHROME_PATH, /usr/bin/chromium, then (as root
// on Debian) `apt-get install chromium`, else Playwright's own browser. Playwright cannot download
// its browser here (no internet), so Debian's package is the dependable one.
// Used by playwright.config.ts and scripts/e2e.mjs; `node scripts/chromium.mjs` prints the path.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, closeSync, constants, existsSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Launch flags: the machine has no internet; without the networking flags Chromium floods with refused connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {(message: string) => void} log */
function findInstalled(log) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    log(`CHROME_PATH=${fromEnv} is not an executable file; looking elsewhere`);
  }
  return SYSTEM_PATHS.find(isExecutable);
}

function canAptInstall() {
  return existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0;
}

/** @param {(message: string) => void} log */
function aptInstallChromium(log) {
  const logFile = join(tmpdir(), 'vitrine-chromium-install.log');
  log(`Chromium not found: installing Debian's chromium with apt-get (output in ${logFile})...`);
  const fd = openSync(logFile, 'a');
  try {
    const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
      stdio: ['ignore', fd, fd],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) log(`apt-get install chromium failed (exit ${result.status}); see ${logFile}`);
    else log('Chromium installed.');
  } finally {
    closeSync(fd);
  }
}

/**
 * Returns the Chromium executable to launch, or undefined to let Playwright use its own browser.
 * Sets process.env.CHROME_PATH to the result so Playwright's worker processes (which re-load the
 * config) find it at once and never try to install again.
 * @param {{ install?: boolean, log?: (message: string) => void }} [options]
 * @returns {string | undefined}
 */
export function findChromium({ install = true, log = (m) => console.error(`[chromium] ${m}`) } = {}) {
  let path = findInstalled(log);
  if (!path && install && canAptInstall()) {
    aptInstallChromium(log);
    path = findInstalled(log);
  }
  if (path) process.env.CHROME_PATH = path;
  else log("no system Chromium; falling back to Playwright's own browser");
  return path;
}

/**
 * Playwright `launchOptions` for the found Chromium.
 * @param {{ install?: boolean, log?: (message: string) => void }} [options]
 */
export function chromiumLaunchOptions(options) {
  const executablePath = findChromium(options);
  return { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS };
}

// CLI: print the path (or Playwright's own browser path); exit 1 if there is no browser at all.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const path = findChromium();
  if (path) {
    console.log(path);
  } else {
    let bundled = '';
    try {
      bundled = execFileSync(process.execPath, ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {}
    if (bundled && existsSync(bundled)) console.log(bundled);
    else {
      console.error('No Chromium found: set CHROME_PATH, or install Debian\'s "chromium" package.');
      process.exit(1);
    }
  }
}
