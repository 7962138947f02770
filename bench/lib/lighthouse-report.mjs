// Reads a Lighthouse result (the LHR JSON) into the row `npm run bench:lighthouse` prints, and the
// median of several runs: one run's scores vary with the machine's load, the median less so.
import { fmt } from './report.mjs';
import { median } from './stats.mjs';

const score = (lhr, id) => lhr.categories?.[id]?.score ?? Number.NaN; // null when Lighthouse could not score it
const metric = (lhr, id) => lhr.audits?.[id]?.numericValue ?? Number.NaN;

/** Category scores (0–1) and LCP / TBT in ms, CLS unitless. */
export function lighthouseRow(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
  };
}

/** Each column's median across runs (columns taken on their own, as Lighthouse's own tooling does). */
export function medianRow(rows) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls'];
  return Object.fromEntries(keys.map((key) => [key, median(rows.map((row) => row[key]))]));
}

export const LIGHTHOUSE_HEADER = ['page', 'perf', 'a11y', 'SEO', 'best pr.', 'LCP', 'TBT', 'CLS', 'runs'];

/** The printed cells, in LIGHTHOUSE_HEADER's order. */
export function formatRow(page, row, runs) {
  return [
    page,
    fmt(row.performance, 2),
    fmt(row.accessibility, 2),
    fmt(row.seo, 2),
    fmt(row.bestPractices, 2),
    `${fmt(row.lcpMs / 1000, 2)} s`,
    `${fmt(row.tbtMs, 0)} ms`,
    fmt(row.cls, 3),
    String(runs),
  ];
}
