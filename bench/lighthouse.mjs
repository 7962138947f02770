#!/usr/bin/env node
// `npm run bench:lighthouse` (builds first): Lighthouse (a dev dependency) with the mobile preset and
// its default throttling, in Debian Chromium, on home, a listing, a product page and search of the
// built shop (NODE_ENV=production, demo store on a temporary data directory). Each run starts a
// fresh Chromium, as Lighthouse advises; pages take turns, so load on the machine spreads over all
// of them. Prints the median of `--runs N` (5) per page. Figures only: nothing is asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { formatRow, LIGHTHOUSE_HEADER, lighthouseRow, medianRow } from './lib/lighthouse-report.mjs';
import { fetchOnce } from './lib/load.mjs';
import { startDemoShop, stop, stopAll } from './lib/processes.mjs';
import { loadAverage, printTable, printWhereToRecord } from './lib/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/shop-online' },
  { name: 'product', path: '/product/block-print-cushion-cover' },
  { name: 'search', path: '/search?q=cushion' },
];
const CATEGORIES = 'performance,accessibility,best-practices,seo';

function options() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of 1 or more, got "${values.runs}"`);
  return { runs };
}

/** One Lighthouse CLI run into a JSON file; resolves with the parsed result (LHR). */
function lighthouse(url, outFile) {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outFile}`,
    `--only-categories=${CATEGORIES}`,
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`lighthouse ${url} exited with ${code}:\n${stderr}`));
      else resolve(JSON.parse(fs.readFileSync(outFile, 'utf8')));
    });
  });
}

async function main() {
  const { runs } = options();
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) throw new Error('run `npm run bench:lighthouse` (it builds first)');
  const chromium = findChromium(); // sets CHROME_PATH, which Lighthouse's launcher reads
  if (!chromium) throw new Error('no Chromium found: set CHROME_PATH or install Debian\'s "chromium" package');
  const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  console.log(`Vitrine Lighthouse: Lighthouse ${version}, mobile preset, default throttling, ${chromium}, Node ${process.version}, ${os.cpus().length} cores`);
  console.log(`NODE_ENV=production, SQLite, demo store; median of ${runs} run(s) per page`);
  console.log(`load average before: ${loadAverage()}\n`);

  const { origin, shop, workDir } = await startDemoShop(root, 'lighthouse');
  for (const page of PAGES) {
    // Each page once before Lighthouse, so the first run does not pay for a cold cache alone.
    const res = await fetchOnce(origin + page.path);
    if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}, expected 200`);
  }

  const results = new Map(PAGES.map((page) => [page.name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const page of PAGES) {
      process.stdout.write(`run ${run}/${runs}: ${page.name} ${page.path}...\n`);
      const lhr = await lighthouse(origin + page.path, path.join(workDir, `${page.name}-${run}.json`));
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.get(page.name).push(lighthouseRow(lhr));
    }
  }
  await stop(shop);

  console.log('');
  printTable(
    LIGHTHOUSE_HEADER,
    PAGES.map((page) => {
      const rows = results.get(page.name);
      return formatRow(`${page.name} ${page.path}`, medianRow(rows), rows.length);
    }),
  );
  console.log(`\nload average after: ${loadAverage()}`);
  printWhereToRecord('first-load');
}

main()
  .catch((err) => {
    console.error(`lighthouse benchmark failed: ${err?.stack ?? err}`);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
