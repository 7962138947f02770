import {
  type Facet,
  type ListingFilters,
  type ListingResponse,
  MAX_ATTRIBUTE_FILTERS,
  MAX_FILTER_VALUES,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MAX_VALUES_PER_FILTER,
} from '@vitrine/contracts/listing';
import { Messages } from '@vitrine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { countBy, passes, useCatalogTestApp } from './catalog-test-kit.ts';

// Issue 9: every input that shapes a listing's queries is bounded (docs/api.md#limits). Over a
// bound the answer is a 422 envelope before any query; at the bound the listing still answers.

/** `attr.a0=v0&attr.a1=v1…`: n attribute codes with one value each, as the report sent them. */
const manyCodes = (n: number) => Array.from({ length: n }, (_, i) => `attr.a${i}=v${i}`).join('&');
const values = (n: number, prefix = 'v') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describeEachDatabase('listing limits', (dialect) => {
  const c = useCatalogTestApp(dialect);
  const CATEGORY = '/api/product/product-category/fx-home';
  const facet = (facets: Facet[], key: string) => Object.fromEntries(facets.find((f) => f.key === key)?.values.map((v) => [v.value, v.count]) ?? []);

  describe('GET /api/product/filters/all/{slug} in the URL form', () => {
    it.each([1_100, 100, MAX_ATTRIBUTE_FILTERS + 1])('refuses %i attribute codes with a 422 envelope', async (n) => {
      const res = await c.get(`/api/product/filters/all/living?${manyCodes(n)}`);
      expectError(res, 422, Messages.tooManyAttributeFilters(MAX_ATTRIBUTE_FILTERS), 'VALIDATION_FAILED');
    });

    it('refuses too many values for one code, and too many values in all', async () => {
      const oneCode = `attr.colour=${values(MAX_VALUES_PER_FILTER + 1).join(',')}`;
      expectError(await c.get(`/api/product/filters/all/living?${oneCode}`), 422, Messages.tooManyFilterValues(MAX_VALUES_PER_FILTER));
      const brands = `brand=${values(5_000, 'b').join(',')}`;
      expectError(await c.get(`/api/product/filters/all/living?${brands}`), 422, Messages.tooManyFilterValues(MAX_VALUES_PER_FILTER));
      // 3 codes of 40 values: each list within its bound, 120 values in all.
      const total = ['a', 'b', 'c'].map((code) => `attr.${code}=${values(40).join(',')}`).join('&');
      expectError(await c.get(`/api/product/filters/all/living?${total}`), 422, Messages.tooManyFilters(MAX_FILTER_VALUES));
    });

    it('answers at the bounds: the most codes and values a request may carry', async () => {
      // 20 codes (17 unknown ones of one value, 3 known ones) and 100 values: 17 + 2 + 3 + 50 + 28 brands.
      const codes = manyCodes(MAX_ATTRIBUTE_FILTERS - 3);
      const material = [...values(MAX_VALUES_PER_FILTER - 1), 'cotton'];
      const real = `attr.fx-colour=red,blue&attr.fx-size=s,m,l&attr.fx-material=${material.join(',')}&brand=fx-aster,${values(27).join(',')}`;
      const answer = expectSuccess(await c.get(`/api/product/filters/all/fx-home?${codes}&${real}`));
      // The unknown codes match nothing, so nothing is left.
      expect(answer.total).toBe(0);
    });
  });

  describe('listing and search bodies', () => {
    it('refuses too many attribute codes, values per code and values in all', async () => {
      const attributes = Object.fromEntries(values(MAX_ATTRIBUTE_FILTERS + 1, 'a').map((code) => [code, ['v']]));
      for (const url of [CATEGORY, '/api/product/product-collection/fx-edit', '/api/shop/all']) {
        expectError(await c.post(url, { filters: { attributes } }), 422, Messages.tooManyAttributeFilters(MAX_ATTRIBUTE_FILTERS));
      }
      expectError(
        await c.post('/api/search/search-products', { query: 'fixture', filters: { attributes } }),
        422,
        Messages.tooManyAttributeFilters(MAX_ATTRIBUTE_FILTERS),
      );
      const huge = Object.fromEntries(values(20_000, 'a').map((code) => [code, values(3)]));
      expectError(await c.post(CATEGORY, { filters: { attributes: huge } }), 422, Messages.tooManyAttributeFilters(MAX_ATTRIBUTE_FILTERS));
      expectError(await c.post(CATEGORY, { filters: { tag: values(MAX_VALUES_PER_FILTER + 1) } }), 422, Messages.tooManyFilterValues(MAX_VALUES_PER_FILTER));
      const total: ListingFilters = { brand: values(50), label: values(50), tag: values(1) };
      expectError(await c.post(CATEGORY, { filters: total }), 422, Messages.tooManyFilters(MAX_FILTER_VALUES));
    });

    it('refuses a page size and a search query over their bounds', async () => {
      expectError(await c.post(CATEGORY, { limit: MAX_PAGE_SIZE + 1 }), 422, undefined, 'VALIDATION_FAILED');
      expectSuccess(await c.post(CATEGORY, { limit: MAX_PAGE_SIZE }));
      const long = 'a'.repeat(MAX_SEARCH_LENGTH + 1);
      expectError(await c.post('/api/search/search-products', { query: long }), 422, Messages.maxLength(MAX_SEARCH_LENGTH));
      expectError(await c.get(`/api/search/search?query=${long}`), 422, Messages.maxLength(MAX_SEARCH_LENGTH));
      expectError(await c.get(`/api/product/filters/all/x?type=search&query=${long}`), 422, Messages.maxLength(MAX_SEARCH_LENGTH));
    });
  });

  describe('facets of several attribute filters (one statement for their sets)', () => {
    it.each<[string, ListingFilters]>([
      ['two attributes', { attributes: { 'fx-colour': ['red', 'green'], 'fx-size': ['s', 'l'] } }],
      [
        'three attributes and a brand',
        { brand: ['fx-aster', 'fx-birch'], attributes: { 'fx-colour': ['red', 'blue'], 'fx-size': ['m'], 'fx-material': ['cotton', 'linen'] } },
      ],
      [
        'three attributes, in stock (no attribute streams the rows)',
        { in_stock: true, attributes: { 'fx-colour': ['blue'], 'fx-size': ['s', 'm'], 'fx-material': ['cotton'] } },
      ],
      [
        'two attributes, a label and a price',
        { label: ['fx-new', 'fx-sale'], price_max: 1_000_000, attributes: { 'fx-size': ['l', 's'], 'fx-colour': ['green'] } },
      ],
      ['an unknown attribute beside known ones', { attributes: { 'fx-colour': ['red'], 'fx-size': ['s'], nowhere: ['x'] } }],
    ])('counts each facet under the other filters: %s', async (_, filters) => {
      const under = (kind?: Parameters<typeof passes>[2]) => c.published.filter((p) => passes(p, filters, kind));
      const page: ListingResponse = expectSuccess(await c.post(CATEGORY, { filters }));
      expect(page.total).toBe(under().length);
      const attributes = {
        'fx-colour': (p: (typeof c.published)[number]) => p.colours,
        'fx-size': (p: (typeof c.published)[number]) => p.sizes,
        'fx-material': (p: (typeof c.published)[number]) => [p.material],
      };
      for (const [code, valuesOf] of Object.entries(attributes)) {
        const kind = filters.attributes?.[code] ? (`attr:${code}` as const) : undefined;
        expect(facet(page.facets, `attr:${code}`), code).toEqual(countBy(under(kind), valuesOf));
      }
      expect(facet(page.facets, 'brand')).toEqual(countBy(under(filters.brand ? 'brand' : undefined), (p) => [p.brand]));
      expect(facet(page.facets, 'label')).toEqual(countBy(under(filters.label ? 'label' : undefined), (p) => p.labels));
      // The same facets through the URL form.
      const params = new URLSearchParams();
      if (filters.brand) params.set('brand', filters.brand.join(','));
      if (filters.label) params.set('label', filters.label.join(','));
      if (filters.price_max !== undefined) params.set('price', `-${filters.price_max}`);
      if (filters.in_stock) params.set('in_stock', '1');
      for (const [code, list] of Object.entries(filters.attributes ?? {})) params.set(`attr.${code}`, list.join(','));
      const answer = expectSuccess(await c.get(`/api/product/filters/all/fx-home?${params}`));
      expect(answer.facets).toEqual(page.facets);
    });
  });
});
