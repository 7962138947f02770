// Forked by react-floor.mjs with NODE_ENV=production (React's production build, as the shop runs):
// times renderToString of each captured page's markup as plain host elements, alone in a process
// like the shop's own. Receives [{ name, bodyFile }] and { warmupMs, durationMs } as argv JSON.
import fs from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { htmlToElement } from './html-to-react.mjs';

const [pages, { warmupMs, durationMs }] = process.argv.slice(2).map((arg) => JSON.parse(arg));

/** Renders for `ms` milliseconds; the mean time per render (GC included, as in the shop's pages/s). */
function renderFor(element, ms) {
  const start = performance.now();
  let renders = 0;
  while (performance.now() - start < ms) {
    renderToString(element);
    renders++;
  }
  return { renders, msPerRender: (performance.now() - start) / renders };
}

const results = [];
for (const page of pages) {
  const html = fs.readFileSync(page.bodyFile, 'utf8');
  const element = htmlToElement(html, createElement); // parsing is not part of the floor
  renderFor(element, warmupMs);
  const { renders, msPerRender } = renderFor(element, durationMs);
  results.push({ name: page.name, renders, msPerRender, servedBytes: Buffer.byteLength(html), renderedBytes: Buffer.byteLength(renderToString(element)) });
}
process.send(results, () => process.exit(0));
