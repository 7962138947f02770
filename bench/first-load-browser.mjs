#!/usr/bin/env node
// What a fresh visitor's browser does on a first load, for one or more running shops side by side:
//   node bench/first-load-browser.mjs before=http://127.0.0.1:4730 after=http://127.0.0.1:4731 [runs=5]
// For home, listing and product pages, in alternating order (shop A, shop B, A, B…), each in a new
// browser context (no cookies): the scripts requested until the network is idle (count, and KB as
// sent with `accept-encoding: br`, fetched again outside the browser, since Chromium asks for
// brotli over HTTPS only), the /api/ calls made, and the long tasks with 4× CPU throttling (CDP
// Emulation.setCPUThrottlingRate). Prints medians; start the shops yourself (built, production).
import os from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { brotliBytes } from './lib/first-load-js.mjs';
import { printWhereToRecord } from './lib/report.mjs';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/shop-online' },
  { name: 'product', path: '/product/block-print-cushion-cover' },
];
const args = process.argv.slice(2);
const shops = args.filter((a) => a.includes('=http')).map((a) => ({ label: a.split('=')[0], origin: a.slice(a.indexOf('=') + 1) }));
const runs = Number(args.find((a) => a.startsWith('runs='))?.slice(5) ?? 5);
if (shops.length === 0) throw new Error('usage: first-load-browser.mjs label=http://host:port … [runs=5]');

// Long tasks from the very start of the page (buffered), summed in the page when asked.
const OBSERVE_LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

async function firstLoad(browser, origin, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_LONG_TASKS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = [];
  const api = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.resourceType() === 'script') scripts.push(url.href);
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // idle-time work (requestIdleCallback) happens after networkidle
  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  let bytes = 0;
  for (const url of scripts) bytes += (await brotliBytes(url)).bytes;
  return {
    scripts: scripts.length,
    kb: bytes / 1024,
    longTasks: tasks.reduce((a, b) => a + b, 0),
    tbt: tasks.reduce((a, b) => a + Math.max(0, b - 50), 0),
    api: api.join(' '),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const browser = await chromium.launch(chromiumLaunchOptions());
const results = new Map(); // `${label} ${page}` → runs
try {
  for (const shop of shops) for (const { path } of PAGES) await firstLoad(browser, shop.origin, path); // warm the HTML caches
  for (let run = 0; run < runs; run++) {
    for (const { name, path } of PAGES) {
      for (const shop of run % 2 ? [...shops].reverse() : shops) {
        const key = `${shop.label} ${name}`;
        results.set(key, [...(results.get(key) ?? []), await firstLoad(browser, shop.origin, path)]);
      }
    }
  }
} finally {
  await browser.close();
}

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${runs} runs each, medians`,
);
console.log('| shop page | scripts | script KB (br) | long tasks ms (4x CPU) | TBT-like ms | /api/ calls (last run) |');
console.log('|---|---|---|---|---|---|');
for (const [key, list] of results) {
  const last = list[list.length - 1];
  console.log(
    `| ${key} | ${median(list.map((r) => r.scripts))} | ${median(list.map((r) => r.kb)).toFixed(1)} | ${median(list.map((r) => r.longTasks)).toFixed(0)} | ${median(list.map((r) => r.tbt)).toFixed(0)} | ${last.api || 'none'} |`,
  );
}
printWhereToRecord('first-load');
