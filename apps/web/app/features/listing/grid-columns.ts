import type { DEFAULT_GRID_COLUMNS, GRID_COLUMNS } from '@vitrine/contracts/listing';

// The browser bundle must stay free of zod, which contracts/listing.ts imports: these are copies
// of its constants, pinned to it at compile time by `typeof` (a changed contract fails typecheck).
export type GridColumns = (typeof GRID_COLUMNS)[number];
export const GRID_COLUMN_OPTIONS: typeof GRID_COLUMNS = [2, 3, 4, 5];
export const DEFAULT_COLUMNS: typeof DEFAULT_GRID_COLUMNS = 4;

/** spec §3/§9: the grid column size is kept in a cookie; a year, like the other preference cookies. */
export const GRID_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

/** The cookie's value as a column count; anything unexpected falls back to the default of 4. */
export function parseGridColumns(value: string | null | undefined): GridColumns {
  if (!value || !/^\d$/.test(value.trim())) return DEFAULT_COLUMNS;
  const n = Number(value.trim());
  return (GRID_COLUMN_OPTIONS as readonly number[]).includes(n) ? (n as GridColumns) : DEFAULT_COLUMNS;
}
