// First-load JavaScript of a page: every script the HTML makes the browser load before the page is
// interactive (modulepreload links, <script type="module" src>, and the static or dynamic imports
// written inside inline module scripts), fetched from the shop and gzipped like a CDN would. The
// bootstrap module the shop starts after the first view (`type="text/x-module"`, its preloads in
// `data-preload`: apps/web/app/lib/scripts-after-first-view.server.ts) counts as a module script.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { fetchOnce } from './load.mjs';

const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** The script URLs a page loads at first, in order, without duplicates. */
export function firstLoadScripts(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel\s*=\s*["']?modulepreload/i.test(tag)) urls.add(attr(tag, 'href'));
  }
  for (const [, open, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    if (!/\btype\s*=\s*["']?(?:text\/x-)?module/i.test(open)) continue;
    for (const url of (attr(open, 'data-preload') ?? '').split(' ')) if (url) urls.add(url);
    const src = attr(open, 'src');
    if (src) urls.add(src);
    // `import "x"`, `import * as a from "x"`, `import("x")`; the route manifest's JSON is not code to load.
    for (const [, url] of body.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+\.m?js)["']/g)) urls.add(url);
  }
  urls.delete(undefined);
  return [...urls];
}

/** Sum of gzip sizes (level 9) of the page's first-load scripts. */
export async function firstLoadJsSize(origin, html) {
  const files = [];
  for (const url of firstLoadScripts(html)) {
    const res = await fetchOnce(new URL(url, origin));
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    files.push({ url, raw: res.body.length, gzip: gzipSync(res.body, { level: 9 }).length });
  }
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

/** Bytes of one response body as sent with `accept-encoding: br` (counted, not decoded). */
export function brotliBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { 'accept-encoding': 'br' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          res.statusCode === 200 ? resolve({ bytes, encoding: res.headers['content-encoding'] }) : reject(new Error(`${url} answered ${res.statusCode}`)),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Sum of the page's first-load scripts as the shop sends them to a browser accepting brotli (issue 14, metric 3). */
export async function firstLoadJsBrotli(origin, html) {
  const files = [];
  for (const url of firstLoadScripts(html)) files.push({ url, ...(await brotliBytes(new URL(url, origin))) });
  return { files, bytes: files.reduce((total, f) => total + f.bytes, 0) };
}
