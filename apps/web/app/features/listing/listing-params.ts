import { type ListingFilters, listingQueryToUrl, type Sort, urlToListingQuery } from '@vitrine/contracts/listing';
import { rupeesToMinor } from './price-input';

// Listing state lives in the URL. These helpers run on the server (the loader hands the browser
// ready-made links), so the browser never loads contracts/listing.ts and its zod import.

const LIST_KEYS = ['brand', 'category', 'label', 'tag'] as const;
type ListKey = (typeof LIST_KEYS)[number];

/** A facet key ('brand', 'attr:colour') -> the URL/form parameter it uses ('brand', 'attr.colour'). */
export function paramForFacet(facetKey: string): string | null {
  if ((LIST_KEYS as readonly string[]).includes(facetKey)) return facetKey;
  if (facetKey.startsWith('attr:') && facetKey.length > 5) return `attr.${facetKey.slice(5)}`;
  return null;
}

/** The values selected for a facet key. */
export function selectedValues(filters: ListingFilters, facetKey: string): string[] {
  if ((LIST_KEYS as readonly string[]).includes(facetKey)) return filters[facetKey as ListKey] ?? [];
  if (facetKey.startsWith('attr:')) return filters.attributes?.[facetKey.slice(5)] ?? [];
  return [];
}

/** The filters with one facet value ticked or unticked; the input is left untouched. */
export function toggleFilterValue(filters: ListingFilters, facetKey: string, value: string): ListingFilters {
  const current = selectedValues(filters, facetKey);
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const result: ListingFilters = { ...filters, attributes: filters.attributes ? { ...filters.attributes } : undefined };
  if ((LIST_KEYS as readonly string[]).includes(facetKey)) {
    if (next.length) result[facetKey as ListKey] = next;
    else delete result[facetKey as ListKey];
  } else if (facetKey.startsWith('attr:')) {
    const attributes = result.attributes ?? {};
    if (next.length) attributes[facetKey.slice(5)] = next;
    else delete attributes[facetKey.slice(5)];
    result.attributes = attributes;
  }
  if (!result.attributes || Object.keys(result.attributes).length === 0) delete result.attributes;
  return result;
}

export function withoutPrice(filters: ListingFilters): ListingFilters {
  const { price_min: _min, price_max: _max, ...rest } = filters;
  return rest;
}

export function withInStock(filters: ListingFilters, inStock: boolean): ListingFilters {
  const { in_stock: _ignored, ...rest } = filters;
  return inStock ? { ...rest, in_stock: true } : rest;
}

/** How many filters are applied: each ticked value, the price range and in-stock count once. */
export function countActiveFilters(filters: ListingFilters): number {
  let count = LIST_KEYS.reduce((n, key) => n + (filters[key]?.length ?? 0), 0);
  for (const values of Object.values(filters.attributes ?? {})) count += values.length;
  if (filters.price_min !== undefined || filters.price_max !== undefined) count += 1;
  if (filters.in_stock) count += 1;
  return count;
}

/**
 * A link to the listing at `pathname` with these filters and sort. `keep` carries the parameters
 * that define the page rather than filter it (the search query `q`), which come first.
 */
export function listingHref(pathname: string, filters: ListingFilters, sort: Sort, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  for (const [key, value] of listingQueryToUrl(filters, sort)) params.set(key, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * The no-JavaScript filters form submits ticked boxes as repeated keys (brand=a&brand=b) and the
 * price in rupees (price_min, price_max). Returns the canonical search string for such a URL, or
 * null when the URL is already in the listing's own shape (nothing to redirect).
 */
export function canonicalSearchFromForm(params: URLSearchParams, keepKeys: readonly string[] = []): string | null {
  const keys = [...params.keys()];
  // A Set, not indexOf per key: a hand-made URL of thousands of keys stays linear.
  const repeated = new Set(keys).size !== keys.length;
  const hasFormPrice = params.has('price_min') || params.has('price_max');
  if (!repeated && !hasFormPrice) return null;

  const merged = new URLSearchParams();
  for (const key of new Set(keys)) {
    if (key === 'price_min' || key === 'price_max' || keepKeys.includes(key)) continue;
    merged.set(key, params.getAll(key).join(','));
  }
  if (hasFormPrice) {
    const min = rupeesToMinor(params.get('price_min'));
    const max = rupeesToMinor(params.get('price_max'));
    if (min !== undefined || max !== undefined) merged.set('price', `${min ?? ''}-${max ?? ''}`);
    else merged.delete('price');
  }
  const { filters, sort } = urlToListingQuery(merged);
  const keep: Record<string, string> = {};
  for (const key of keepKeys) {
    const value = params.get(key);
    if (value) keep[key] = value;
  }
  return listingHref('', filters, sort, keep);
}
