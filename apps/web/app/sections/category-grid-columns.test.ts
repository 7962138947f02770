import { describe, expect, it } from 'vitest';
import { balancedColumns, MAX_TILE_COLUMNS, tileColumns } from './category-grid-columns';

/** The rows a grid of `columns` fills with `count` tiles. */
function rows(count: number, columns: number): number[] {
  const out: number[] = [];
  for (let left = count; left > 0; left -= columns) out.push(Math.min(columns, left));
  return out;
}

describe('balancedColumns', () => {
  it('lays 8 tiles out as two rows of 4 where 7 fit (no lone eighth tile)', () => {
    expect(balancedColumns(8, 7)).toBe(4);
    expect(tileColumns(8)).toEqual({ xs: 3, sm: 4, md: 4, lg: 4, xl: 4 });
  });

  it('keeps one row when every tile fits in it', () => {
    expect(balancedColumns(5, 7)).toBe(5);
    expect(balancedColumns(7, 7)).toBe(7);
    expect(balancedColumns(1, 3)).toBe(1);
  });

  it('leaves no lone tile whenever some row width allows it, in the fewest such rows, for 1 to 40 tiles', () => {
    for (const max of Object.values(MAX_TILE_COLUMNS)) {
      for (let count = 1; count <= 40; count++) {
        const columns = balancedColumns(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        const layouts = Array.from({ length: max }, (_, i) => rows(count, i + 1));
        const clean = layouts.filter((r) => r.length === 1 || (r.at(-1) ?? 0) > 1);
        const chosen = rows(count, columns);
        if (clean.some((r) => r.length > 1 || count <= max)) {
          expect(chosen.length === 1 || (chosen.at(-1) ?? 0) > 1, `${count} tiles in rows of ${max}: ${chosen.join(', ')}`).toBe(true);
          expect(chosen.length).toBe(Math.min(...clean.filter((r) => r.length > 1 || count <= max).map((r) => r.length)));
        }
      }
    }
  });

  it('prefers even rows to a remainder', () => {
    expect(balancedColumns(10, 7)).toBe(5);
    expect(balancedColumns(12, 7)).toBe(6);
    expect(balancedColumns(9, 4)).toBe(3);
  });
});
