import { describe, expect, it } from 'vitest';
import { speedTargetRows } from './speed-targets.mjs';

const KB = 1024;
const passing = {
  scriptsBrBytes: { listing: 99 * KB, product: 100 * KB },
  uncachedRatio: { home: 0.05, listing: 0.06, product: 0.1 },
  floorRatio: { home: 2, listing: 1.5, product: 1.9 },
  htmlBytes: { home: 45 * KB, listing: 70 * KB },
  cachedRatio: { home: 0.8, product: 1.2 },
  cachedP99Ms: { home: 15, product: 9.5 },
};

const metColumn = (rows: string[][]) => rows.map((row) => row[3]);

describe('speedTargetRows', () => {
  it('says yes for every target met, the limits included', () => {
    expect(metColumn(speedTargetRows(passing))).toEqual(['yes', 'yes', 'yes', 'yes', 'yes', 'yes']);
  });

  it('says no when one page misses its target', () => {
    const rows = speedTargetRows({
      ...passing,
      scriptsBrBytes: { listing: 99 * KB, product: 100 * KB + 1 },
      htmlBytes: { home: 45 * KB, listing: 70 * KB + 1 },
      cachedP99Ms: { home: 15.1, product: 9.5 },
    });
    expect(metColumn(rows)).toEqual(['no', 'yes', 'yes', 'no', 'yes', 'no']);
  });

  it('prints the figures per page in the metric’s order', () => {
    const [scripts, uncached, floor, html, cached, p99] = speedTargetRows(passing);
    expect(scripts[1]).toBe('99.0 KB / 100.0 KB');
    expect(uncached[1]).toBe('0.050 / 0.060 / 0.100');
    expect(floor[1]).toBe('2.0× / 1.5× / 1.9×');
    expect(html[1]).toBe('45.0 KB / 70.0 KB');
    expect(cached[1]).toBe('0.80 / 1.20');
    expect(p99[1]).toBe('15.0 ms / 9.5 ms');
  });

  it('says "not measured" rather than yes or no when a figure is missing (a part of the bench switched off)', () => {
    const rows = speedTargetRows({ ...passing, cachedRatio: {}, cachedP99Ms: { home: Number.NaN, product: 3 } });
    expect(metColumn(rows).slice(4)).toEqual(['not measured', 'not measured']);
    expect(rows[4][1]).toBe('- / -');
  });
});
