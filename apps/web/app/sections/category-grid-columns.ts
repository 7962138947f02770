/**
 * The most category tiles a row holds at each breakpoint (spec §9): the widths where a tile
 * stays at least ~100 px (phones) to ~150 px (desktops) wide.
 */
export const MAX_TILE_COLUMNS = { xs: 3, sm: 4, md: 5, lg: 6, xl: 7 } as const;

export type TileColumns = Record<keyof typeof MAX_TILE_COLUMNS, number>;

/** The tiles in the last row when `count` tiles fill rows of `columns`. */
function lastRow(count: number, columns: number): number {
  return count - (Math.ceil(count / columns) - 1) * columns;
}

/**
 * Columns for `count` tiles in rows of at most `max`, so that no row ends with a lone tile (8
 * tiles in 7 columns left one alone): of the column counts that leave no lone tile, the one with
 * the fewest rows, then the most even rows (4 + 4 reads as one block, 6 + 2 as a remainder), then
 * the most columns. When every count leaves one alone (7 tiles in rows of 3), the fewest rows.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  const cost = (columns: number) => {
    const last = lastRow(count, columns);
    return [last === 1 ? 1 : 0, Math.ceil(count / columns), columns - last];
  };
  let best = max;
  for (let columns = max - 1; columns >= 2; columns--) {
    const [a, b] = [cost(columns), cost(best)];
    const differs = a.findIndex((value, i) => value !== b[i]);
    if (differs >= 0 && a[differs] < b[differs]) best = columns;
  }
  return best;
}

/** balancedColumns at every breakpoint. */
export function tileColumns(count: number): TileColumns {
  const entries = Object.entries(MAX_TILE_COLUMNS).map(([size, max]) => [size, balancedColumns(count, max)]);
  return Object.fromEntries(entries) as TileColumns;
}
