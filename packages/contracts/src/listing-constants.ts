// Zod-free on purpose: the browser bundle imports these (contracts/listing.ts re-exports them).
export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'name', 'best-selling'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'featured';
export const GRID_COLUMNS = [2, 3, 4, 5] as const;
export const DEFAULT_GRID_COLUMNS = 4;
export const LISTING_PAGE_SIZE = 24;

// Bounds on a listing request (docs/api.md#limits). Each one shapes the listing's queries, so each
// is capped, well above what a shopper ticks in the filter panel (the demo shop has 6 attributes,
// the largest with 24 values); a request over a bound is refused with a 422 before any query.
/** Attribute codes filtered at once. */
export const MAX_ATTRIBUTE_FILTERS = 20;
/** Values of one filter (brands, categories, labels, tags, one attribute's values): a facet shows at most 50. */
export const MAX_VALUES_PER_FILTER = 50;
/** Values across every filter together: brands, categories, labels, tags and all attribute values. */
export const MAX_FILTER_VALUES = 100;
/** Products per page (`limit`). */
export const MAX_PAGE_SIZE = 96;
/** Characters of a search query. */
export const MAX_SEARCH_LENGTH = 100;
/** Characters of a keyset cursor. */
export const MAX_CURSOR_LENGTH = 500;
