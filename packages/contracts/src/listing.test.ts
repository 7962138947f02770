import { describe, expect, it } from 'vitest';
import {
  listingFiltersSchema,
  listingQueryToUrl,
  listingRequestSchema,
  MAX_ATTRIBUTE_FILTERS,
  MAX_FILTER_VALUES,
  MAX_PAGE_SIZE,
  MAX_VALUES_PER_FILTER,
  urlToListingQuery,
} from './listing.ts';
import { Messages } from './messages.ts';
import { searchProductsSchema } from './search.ts';

// Issue 9: every input that shapes a listing's queries is bounded (docs/api.md#limits).
const values = (n: number, prefix = 'v') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const codes = (n: number) => new URLSearchParams(values(n, 'a').map((code, i) => [`attr.${code}`, `v${i}`]));
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('urlToListingQuery', () => {
  it('reads the listing URL form both ways', () => {
    const params = new URLSearchParams('brand=a,b&attr.colour=red,blue&attr.size=s&price=100-500&in_stock=1&sort=newest');
    const { filters, sort } = urlToListingQuery(params);
    expect(filters).toEqual({ brand: ['a', 'b'], attributes: { colour: ['red', 'blue'], size: ['s'] }, price_min: 100, price_max: 500, in_stock: true });
    expect(listingQueryToUrl(filters, sort).toString()).toBe(params.toString());
  });

  it('reads at most one attribute code beyond the bound, so the schema still refuses', () => {
    for (const n of [MAX_ATTRIBUTE_FILTERS + 1, 100, 1_100]) {
      const { filters } = urlToListingQuery(codes(n));
      expect(Object.keys(filters.attributes ?? {})).toHaveLength(MAX_ATTRIBUTE_FILTERS + 1);
      expect(firstMessage(listingFiltersSchema.safeParse(filters))).toBe(Messages.tooManyAttributeFilters(MAX_ATTRIBUTE_FILTERS));
    }
    expect(listingFiltersSchema.safeParse(urlToListingQuery(codes(MAX_ATTRIBUTE_FILTERS)).filters).success).toBe(true);
  });

  it('reads at most one value beyond the bound per list', () => {
    const { filters } = urlToListingQuery(new URLSearchParams({ brand: values(5_000).join(','), 'attr.colour': values(900).join(',') }));
    expect(filters.brand).toHaveLength(MAX_VALUES_PER_FILTER + 1);
    expect(filters.attributes?.colour).toHaveLength(MAX_VALUES_PER_FILTER + 1);
    expect(firstMessage(listingFiltersSchema.safeParse(filters))).toBe(Messages.tooManyFilterValues(MAX_VALUES_PER_FILTER));
  });

  it('keeps a repeated code once and never sets a prototype', () => {
    const { filters } = urlToListingQuery(new URLSearchParams('attr.__proto__=x&attr.colour=red&attr.colour=blue'));
    expect(Object.getPrototypeOf(filters.attributes)).toBe(Object.prototype);
    expect(Object.keys(filters.attributes ?? {})).toEqual(['__proto__', 'colour']);
    expect(filters.attributes?.colour).toEqual(['blue']);
    const parsed = listingFiltersSchema.parse(filters);
    expect(Object.getPrototypeOf(parsed.attributes)).toBe(Object.prototype);
    expect(Object.keys(parsed.attributes ?? {})).toEqual(['colour']);
  });
});

describe('listing bounds', () => {
  it('refuses more attribute codes, values per filter and values in all than the bounds', () => {
    const attributes = (n: number) => Object.fromEntries(values(n, 'a').map((code) => [code, ['v']]));
    expect(listingFiltersSchema.safeParse({ attributes: attributes(MAX_ATTRIBUTE_FILTERS) }).success).toBe(true);
    expect(firstMessage(listingFiltersSchema.safeParse({ attributes: attributes(MAX_ATTRIBUTE_FILTERS + 1) }))).toBe(
      Messages.tooManyAttributeFilters(MAX_ATTRIBUTE_FILTERS),
    );
    expect(listingFiltersSchema.safeParse({ label: values(MAX_VALUES_PER_FILTER) }).success).toBe(true);
    expect(firstMessage(listingFiltersSchema.safeParse({ label: values(MAX_VALUES_PER_FILTER + 1) }))).toBe(
      Messages.tooManyFilterValues(MAX_VALUES_PER_FILTER),
    );
    const atTotal = { brand: values(50), attributes: { colour: values(MAX_FILTER_VALUES - 50) } };
    expect(listingFiltersSchema.safeParse(atTotal).success).toBe(true);
    const overTotal = { ...atTotal, tag: ['one-more'] };
    expect(firstMessage(listingFiltersSchema.safeParse(overTotal))).toBe(Messages.tooManyFilters(MAX_FILTER_VALUES));
  });

  it('bounds the page size and the search query, in listing and search bodies', () => {
    expect(listingRequestSchema.safeParse({ limit: MAX_PAGE_SIZE }).success).toBe(true);
    expect(listingRequestSchema.safeParse({ limit: MAX_PAGE_SIZE + 1 }).success).toBe(false);
    expect(searchProductsSchema.safeParse({ query: 'a'.repeat(100) }).success).toBe(true);
    expect(firstMessage(searchProductsSchema.safeParse({ query: 'a'.repeat(101) }))).toBe(Messages.maxLength(100));
    const attributes = Object.fromEntries(values(MAX_ATTRIBUTE_FILTERS + 1, 'a').map((code) => [code, ['v']]));
    expect(searchProductsSchema.safeParse({ query: 'lamp', filters: { attributes } }).success).toBe(false);
  });
});
