import { z } from 'zod';
import type { ProductCard } from './catalog.ts';
import { DEFAULT_SORT, LISTING_PAGE_SIZE, SORTS, type Sort } from './listing-constants.ts';

// Listings (category, collection, super-category, shop-all, search results) share one body and
// one answer. The same state lives in the URL (listingQueryToUrl / urlToListingQuery), so a
// listing renders the same on the server, after a reload and on back/forward.

export { DEFAULT_GRID_COLUMNS, DEFAULT_SORT, GRID_COLUMNS, LISTING_PAGE_SIZE, SORTS, type Sort } from './listing-constants.ts';

const slugList = z.array(z.string().min(1).max(120).regex(/^[a-z0-9][a-z0-9-]*$/)).max(50);

export const listingFiltersSchema = z
  .object({
    brand: slugList.optional(),
    category: slugList.optional(),
    label: slugList.optional(),
    tag: slugList.optional(),
    /** attribute code -> value codes (product attributes such as material, and variant options such as colour, size) */
    attributes: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/).max(40), slugList).optional(),
    price_min: z.number().int().min(0).max(1_000_000_000).optional(),
    price_max: z.number().int().min(0).max(1_000_000_000).optional(),
    in_stock: z.boolean().optional(),
  })
  .strict()
  .refine((f) => f.price_min === undefined || f.price_max === undefined || f.price_min <= f.price_max, {
    message: 'price_min must not exceed price_max',
    path: ['price_min'],
  });
export type ListingFilters = z.infer<typeof listingFiltersSchema>;

export const listingRequestSchema = z
  .object({
    filters: listingFiltersSchema.default({}),
    sort: z.enum(SORTS).default(DEFAULT_SORT),
    limit: z.number().int().min(1).max(96).default(LISTING_PAGE_SIZE),
    /** Opaque keyset cursor from the previous page's next_cursor. */
    cursor: z.string().max(500).nullable().optional(),
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
}

/** URL search params <-> listing state (brand=a,b&attr.colour=red&price=100-500&sort=newest). */
export function urlToListingQuery(params: URLSearchParams): { filters: ListingFilters; sort: Sort } {
  const list = (key: string) => params.get(key)?.split(',').filter(Boolean);
  const filters: ListingFilters = {};
  for (const key of ['brand', 'category', 'label', 'tag'] as const) {
    const values = list(key);
    if (values?.length) filters[key] = values;
  }
  for (const [key, value] of params) {
    if (!key.startsWith('attr.')) continue;
    const values = value.split(',').filter(Boolean);
    if (values.length) (filters.attributes ??= {})[key.slice(5)] = values;
  }
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
