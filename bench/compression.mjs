#!/usr/bin/env node
// `npm run bench:compression` (builds first): what the first load of the home, listing and product pages
// transfers through the real built shop (HTML + first-load scripts + stylesheets, response bodies as
// sent on the wire), with `accept-encoding: br, gzip`, `gzip` and none. Prints figures only.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { firstLoadScripts } from './lib/first-load-js.mjs';
import { startDemoShop, stop, stopAll } from './lib/processes.mjs';
import { fmt, loadAverage, printTable, printWhereToRecord } from './lib/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/shop-online' },
  { name: 'product', path: '/product/block-print-cushion-cover' },
];
const ENCODINGS = [
  { name: 'br', accept: 'br, gzip' },
  { name: 'gzip', accept: 'gzip' },
  { name: 'none', accept: 'identity' },
];
const kb = (bytes) => `${fmt(bytes / 1024)} KB`;

/** One GET with the given Accept-Encoding; the body as received (not decoded). */
function get(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const stylesheets = (html) =>
  [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel\s*=\s*["']?stylesheet/i.test(tag))
    .map((tag) => /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1])
    .filter(Boolean);

/** Bytes transferred for the page's HTML, first-load scripts and stylesheets (bodies only). */
async function firstLoad(origin, pagePath, accept) {
  const page = await get(origin + pagePath, accept);
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const html = (page.encoding === 'br' ? zlib.brotliDecompressSync(page.body) : page.encoding === 'gzip' ? zlib.gunzipSync(page.body) : page.body).toString();
  const sum = async (urls) => {
    let bytes = 0;
    for (const url of urls) {
      const res = await get(new URL(url, origin), accept);
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      bytes += res.body.length;
    }
    return bytes;
  };
  const scripts = firstLoadScripts(html);
  const styles = stylesheets(html);
  return { html: page.body.length, scripts: await sum(scripts), styles: await sum(styles), files: scripts.length + styles.length, rawHtml: html };
}

/** CPU a cache hit pays to compress the page on the fly (brotli 4, as compression.ts sends it). */
function onTheFlyMs(html) {
  const runs = 50;
  const start = performance.now();
  for (let i = 0; i < runs; i++) zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  return (performance.now() - start) / runs;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) throw new Error('run `npm run bench:compression` (it builds first)');
  console.log(`Vitrine compression: Node ${process.version}, ${os.cpus().length} cores, NODE_ENV=production, SQLite`);
  console.log(`load average before: ${loadAverage()}\n`);
  const { origin, shop } = await startDemoShop(root, 'compression');
  const lines = [];
  const cost = [];
  for (const page of PAGES) {
    for (const { name, accept } of ENCODINGS) {
      const r = await firstLoad(origin, page.path, accept);
      lines.push([`${page.name} ${page.path} (${name})`, kb(r.html), kb(r.scripts), kb(r.styles), kb(r.html + r.scripts + r.styles), String(r.files)]);
      if (name === 'none') cost.push(`${page.name}: ${fmt(onTheFlyMs(r.rawHtml), 2)} ms for ${kb(r.rawHtml.length)}`);
    }
  }
  await stop(shop);
  printTable(['first load', 'HTML', 'scripts', 'CSS', 'total', 'files'], lines);
  console.log(`\nbrotli 4 of the HTML, per page (what a cache hit pays to compress on the fly): ${cost.join(', ')}`);
  console.log(`load average after: ${loadAverage()}`);
  printWhereToRecord('compression');
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
