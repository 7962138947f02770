import { z } from 'zod';
import type { ProductCard } from './catalog.ts';
import {
  DEFAULT_SORT,
  LISTING_PAGE_SIZE,
  MAX_ATTRIBUTE_FILTERS,
  MAX_CURSOR_LENGTH,
  MAX_FILTER_VALUES,
  MAX_PAGE_SIZE,
  MAX_VALUES_PER_FILTER,
  SORTS,
  type Sort,
} from './listing-constants.ts';
import { Messages } from './messages.ts';

// Listings (category, collection, super-category, shop-all, search results) share one body and
// one answer. The same state lives in the URL (listingQueryToUrl / urlToListingQuery), so a
// listing renders the same on the server, after a reload and on back/forward.

export {
  DEFAULT_GRID_COLUMNS,
  DEFAULT_SORT,
  GRID_COLUMNS,
  LISTING_PAGE_SIZE,
  MAX_ATTRIBUTE_FILTERS,
  MAX_CURSOR_LENGTH,
  MAX_FILTER_VALUES,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MAX_VALUES_PER_FILTER,
  SORTS,
  type Sort,
} from './listing-constants.ts';

const slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9-]*$/);
// The count is checked first (pipe): an over-long list is refused without checking its items.
const slugList = z.array(z.unknown()).max(MAX_VALUES_PER_FILTER, Messages.tooManyFilterValues(MAX_VALUES_PER_FILTER)).pipe(z.array(slug));
const attributeCode = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/)
  .max(40);
const attributeFilters = z
  .record(z.string(), z.unknown())
  .refine((r) => Object.keys(r).length <= MAX_ATTRIBUTE_FILTERS, Messages.tooManyAttributeFilters(MAX_ATTRIBUTE_FILTERS))
  .pipe(z.record(attributeCode, slugList));

/** How many values the filters name in all (each one is a term of the listing's queries). */
export function countFilterValues(f: {
  brand?: unknown[];
  category?: unknown[];
  label?: unknown[];
  tag?: unknown[];
  attributes?: Record<string, unknown[]>;
}): number {
  const lists = [f.brand, f.category, f.label, f.tag, ...Object.values(f.attributes ?? {})];
  return lists.reduce<number>((n, list) => n + (list?.length ?? 0), 0);
}

export const listingFiltersSchema = z
  .object({
    brand: slugList.optional(),
    category: slugList.optional(),
    label: slugList.optional(),
    tag: slugList.optional(),
    /** attribute code -> value codes (product attributes such as material, and variant options such as colour, size) */
    attributes: attributeFilters.optional(),
    price_min: z.number().int().min(0).max(1_000_000_000).optional(),
    price_max: z.number().int().min(0).max(1_000_000_000).optional(),
    in_stock: z.boolean().optional(),
  })
  .strict()
  .refine((f) => f.price_min === undefined || f.price_max === undefined || f.price_min <= f.price_max, {
    message: 'price_min must not exceed price_max',
    path: ['price_min'],
  })
  .refine((f) => countFilterValues(f) <= MAX_FILTER_VALUES, { message: Messages.tooManyFilters(MAX_FILTER_VALUES) });
export type ListingFilters = z.infer<typeof listingFiltersSchema>;

export const listingRequestSchema = z
  .object({
    filters: listingFiltersSchema.default({}),
    sort: z.enum(SORTS).default(DEFAULT_SORT),
    limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(LISTING_PAGE_SIZE),
    /** Opaque keyset cursor from the previous page's next_cursor. */
    cursor: z.string().max(MAX_CURSOR_LENGTH).nullable().optional(),
    /** Facet counts are skipped on load-more pages. */
    with_facets: z.boolean().default(true),
  })
  .strict();
export type ListingRequest = z.infer<typeof listingRequestSchema>;

export interface FacetValue {
  value: string; // slug or value code
  label: string;
  count: number;
  swatch?: string | null;
}
export interface Facet {
  key: string; // 'brand' | 'category' | 'label' | 'tag' | 'attr:<code>'
  name: string;
  kind: 'list' | 'colour' | 'price';
  values: FacetValue[];
}

export interface ListingResponse {
  title: string;
  description: string | null;
  /** Breadcrumb of the listed category (empty for collections and shop-all). */
  breadcrumb: { name: string; slug: string }[];
  items: ProductCard[];
  total: number;
  /** Set when the total of a broad search was estimated from a sample of its matches. */
  total_is_estimate?: boolean;
  next_cursor: string | null;
  facets: Facet[];
  price_range: { min: number; max: number } | null;
  sort: Sort;
  /** Search only: the words searched instead, when the query as typed found nothing and one typo per word was corrected. */
  corrected_query?: string;
}

/**
 * URL search params <-> listing state (brand=a,b&attr.colour=red&price=100-500&sort=newest).
 * The result is bounded whatever the URL holds: at most one attribute code and one value beyond
 * the limits are read, so listingFiltersSchema still refuses an over-long URL, and no more is
 * ever built from it.
 */
export function urlToListingQuery(params: URLSearchParams): { filters: ListingFilters; sort: Sort } {
  const split = (value: string) => value.split(',', MAX_VALUES_PER_FILTER + 1).filter(Boolean);
  const filters: ListingFilters = {};
  for (const key of ['brand', 'category', 'label', 'tag'] as const) {
    const values = split(params.get(key) ?? '');
    if (values.length) filters[key] = values;
  }
  // A Map, then own properties only: a code such as `__proto__` stays a plain (refused) key.
  const attributes = new Map<string, string[]>();
  for (const [key, value] of params) {
    if (!key.startsWith('attr.')) continue;
    const values = split(value);
    const code = key.slice(5);
    if (values.length && (attributes.has(code) || attributes.size <= MAX_ATTRIBUTE_FILTERS)) attributes.set(code, values);
  }
  if (attributes.size) filters.attributes = Object.fromEntries(attributes);
  const price = params.get('price')?.match(/^(\d*)-(\d*)$/);
  if (price?.[1]) filters.price_min = Number(price[1]);
  if (price?.[2]) filters.price_max = Number(price[2]);
  if (params.get('in_stock') === '1') filters.in_stock = true;
  const sortParam = params.get('sort') as Sort | null;
  return { filters, sort: sortParam && SORTS.includes(sortParam) ? sortParam : DEFAULT_SORT };
}

export function listingQueryToUrl(filters: ListingFilters, sort: Sort): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['brand', 'category', 'label', 'tag'] as const) {
    if (filters[key]?.length) params.set(key, filters[key]!.join(','));
  }
  for (const [code, values] of Object.entries(filters.attributes ?? {}).sort()) {
    if (values.length) params.set(`attr.${code}`, values.join(','));
  }
  if (filters.price_min !== undefined || filters.price_max !== undefined) {
    params.set('price', `${filters.price_min ?? ''}-${filters.price_max ?? ''}`);
  }
  if (filters.in_stock) params.set('in_stock', '1');
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  return params;
}
