import { describe, expect, it } from 'vitest';
import { formatRow, lighthouseRow, medianRow } from './lighthouse-report.mjs';

/** The parts of a Lighthouse result (LHR) the bench reads. */
function lhr(performance: number, lcp: number, tbt: number, cls: number) {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 0.92 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
    },
  };
}

describe('lighthouseRow', () => {
  it('reads the four category scores and the three metrics', () => {
    expect(lighthouseRow(lhr(0.71, 4600.4, 120.2, 0.013))).toEqual({
      performance: 0.71,
      accessibility: 1,
      bestPractices: 0.96,
      seo: 0.92,
      lcpMs: 4600.4,
      tbtMs: 120.2,
      cls: 0.013,
    });
  });

  it('gives NaN for a category Lighthouse could not score (score null)', () => {
    const result = lhr(0.5, 1, 1, 0);
    result.categories.performance.score = null as unknown as number;
    expect(lighthouseRow(result).performance).toBeNaN();
  });
});

describe('medianRow and formatRow', () => {
  it('takes the median of each column across runs and prints it', () => {
    const rows = [lhr(0.67, 5400, 300, 0.02), lhr(0.71, 4600, 100, 0), lhr(0.69, 5000, 200, 0.01)].map(lighthouseRow);
    const row = medianRow(rows);
    expect(row).toMatchObject({ performance: 0.69, lcpMs: 5000, tbtMs: 200, cls: 0.01 });
    expect(formatRow('home /', row, rows.length)).toEqual(['home /', '0.69', '1.00', '0.92', '0.96', '5.00 s', '200 ms', '0.010', '3']);
  });
});
