// Zod-free on purpose: the browser bundle imports these (contracts/listing.ts re-exports them).
export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'name', 'best-selling'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'featured';
export const GRID_COLUMNS = [2, 3, 4, 5] as const;
export const DEFAULT_GRID_COLUMNS = 4;
export const LISTING_PAGE_SIZE = 24;
