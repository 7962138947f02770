// Issue 14's table of speed targets 3–7, filled from one `npm run bench` run and printed last, so
// a run says at a glance which targets hold on this machine. Targets 1 and 2 (Lighthouse) come
// from `npm run bench:lighthouse`. Pure: the figures come in, rows of strings go out.
import { fmt } from './report.mjs';

export const SPEED_TARGETS_HEADER = ['# metric', 'measured', 'target', 'met'];

const KB = 1024;
const list = (values, format) => values.map(format).join(' / ');
const met = (checks) => (checks.some((ok) => ok === undefined) ? 'not measured' : checks.every(Boolean) ? 'yes' : 'no');

/**
 * @param {object} f
 * @param {{ listing?: number, product?: number }} f.scriptsBrBytes first-load scripts as sent with br
 * @param {{ home?: number, listing?: number, product?: number }} f.uncachedRatio uncached SSR pages/s ÷ plain Node
 * @param {{ home?: number, listing?: number, product?: number }} f.floorRatio SSR ms ÷ React floor ms
 * @param {{ home?: number, listing?: number }} f.htmlBytes HTML as served, uncompressed
 * @param {{ home?: number, product?: number }} f.cachedRatio cached (br) pages/s ÷ plain Node
 * @param {{ home?: number, product?: number }} f.cachedP99Ms p99 at 70 % of the shop's max, br
 */
export function speedTargetRows(f) {
  const scripts = [f.scriptsBrBytes?.listing, f.scriptsBrBytes?.product];
  const uncached = [f.uncachedRatio?.home, f.uncachedRatio?.listing, f.uncachedRatio?.product];
  const floor = [f.floorRatio?.home, f.floorRatio?.listing, f.floorRatio?.product];
  const html = [f.htmlBytes?.home, f.htmlBytes?.listing];
  const cached = [f.cachedRatio?.home, f.cachedRatio?.product];
  const p99 = [f.cachedP99Ms?.home, f.cachedP99Ms?.product];
  const known = (v, ok) => (Number.isFinite(v) ? ok(v) : undefined);
  return [
    [
      '3 first-load scripts, br, listing / product',
      list(scripts, (b) => `${fmt(b / KB)} KB`),
      '≤ 100 KB each',
      met(scripts.map((b) => known(b, (v) => v <= 100 * KB))),
    ],
    [
      '4 uncached SSR ÷ plain Node, home / listing / product',
      list(uncached, (r) => fmt(r, 3)),
      '≥ 0.05 each',
      met(uncached.map((r) => known(r, (v) => v >= 0.05))),
    ],
    ['5 SSR ÷ React floor, home / listing / product', list(floor, (r) => `${fmt(r, 1)}×`), '≤ 2× each', met(floor.map((r) => known(r, (v) => v <= 2)))],
    [
      '6 HTML bytes, home / listing',
      list(html, (b) => `${fmt(b / KB)} KB`),
      '≤ 45 KB / ≤ 70 KB',
      met([known(html[0], (v) => v <= 45 * KB), known(html[1], (v) => v <= 70 * KB)]),
    ],
    ['7 cached (br) ÷ plain Node, home / product', list(cached, (r) => fmt(r, 2)), '≥ 0.8 each', met(cached.map((r) => known(r, (v) => v >= 0.8)))],
    ['7 cached (br) p99 at 70 % of max, home / product', list(p99, (ms) => `${fmt(ms)} ms`), '≤ 15 ms each', met(p99.map((ms) => known(ms, (v) => v <= 15)))],
  ];
}
