import type { ListingFilters } from '@vitrine/contracts/listing';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app.ts';
import { FX } from './catalog-fixtures.ts';
import { passes, SUBTREES, useCatalogTestApp } from './catalog-test-kit.ts';
import type { KeysetCursor } from './keyset-cursor.ts';
import { findListingPage, sortKeysOf } from './listing.repository.ts';
import type { ResolvedFilters } from './listing-filters.repository.ts';
import { MAX_MERGED_RANGES, mergedPricePage } from './merged-price-page.repository.ts';

// The merged page is chosen for listings of more than MERGE_ABOVE matches, which the fixture
// catalogue does not have: here it is forced (mergeAbove 0) and must page exactly as the
// documented order, through every page, on both databases.

const HOME = ['fxc_home', ...SUBTREES['fx-home']];
const brandIds = (slugs: string[]) => slugs.map((slug) => FX.brands.find((b) => b.slug === slug)?.id ?? slug);

const CASES: [string, ListingFilters, ResolvedFilters][] = [
  [
    'two colours and two brands: 16 ranges, products holding both colours once',
    { brand: ['fx-aster', 'fx-birch'], attributes: { 'fx-colour': ['red', 'blue'] } },
    { brandIds: brandIds(['fx-aster', 'fx-birch']), attributes: { 'fx-colour': ['red', 'blue'] } },
  ],
  [
    'a colour in a chosen sub-category',
    { category: ['fx-lighting'], attributes: { 'fx-colour': ['green'] } },
    { categoryIds: SUBTREES['fx-lighting'], attributes: { 'fx-colour': ['green'] } },
  ],
  [
    'a colour with a size, a label and a price floor checked inside each range',
    { label: ['fx-new'], price_min: 200_000, attributes: { 'fx-colour': ['red'], 'fx-size': ['m'] } },
    { label: ['fx-new'], price_min: 200_000, attributes: { 'fx-colour': ['red'], 'fx-size': ['m'] } },
  ],
];

describeEachDatabase('a listing page by price merged from attribute index ranges', (dialect) => {
  const c = useCatalogTestApp(dialect);

  async function readAll(filters: ResolvedFilters, sort: 'price-asc' | 'price-desc', limit: number): Promise<string[]> {
    const ids: string[] = [];
    let after: KeysetCursor | null = null;
    for (let pages = 0; pages < 60; pages++) {
      const rows = await findListingPage(c.t.db, { scope: { categoryIds: HOME }, filters, sort, after, limit: limit + 1, matches: 1, mergeAbove: 0 });
      ids.push(...rows.slice(0, limit).map((r) => r.id));
      const last = rows[limit - 1];
      if (rows.length <= limit || !last) return ids;
      after = { sort, keys: sortKeysOf(last, sort), id: last.id };
    }
    throw new Error('more than 60 pages');
  }

  for (const sort of ['price-asc', 'price-desc'] as const) {
    it.each(CASES)(`pages %s, ${sort}`, async (_, shopper, resolved) => {
      const sign = sort === 'price-asc' ? 1 : -1;
      const expected = c.published
        .filter((p) => passes(p, shopper))
        .sort((a, b) => sign * (a.selling_price - b.selling_price) || sign * (a.id < b.id ? -1 : 1))
        .map((p) => p.id);
      expect(expected.length).toBeGreaterThan(1);
      for (const limit of [1, 2, 5]) expect(await readAll(resolved, sort, limit)).toEqual(expected);
    });
  }

  it('is not used for a search, for a listing without categories, or past the range limit', () => {
    const query = { filters: {}, attribute: { code: 'fx-colour', values: ['red'] }, dir: 'asc' as const, cursor: [], limit: 5 };
    expect(mergedPricePage(dialect, { ...query, scope: { categoryIds: HOME } })).not.toBeNull();
    expect(mergedPricePage(dialect, { ...query, scope: {} })).toBeNull();
    expect(mergedPricePage(dialect, { ...query, scope: { categoryIds: HOME, searchTerms: ['lamp'] } })).toBeNull();
    const many = { code: 'fx-colour', values: ['red', 'blue', 'green'] };
    const brands = { brandIds: brandIds(['fx-aster', 'fx-birch', 'fx-cedar']) };
    expect(3 * HOME.length * 3).toBeGreaterThan(MAX_MERGED_RANGES);
    expect(mergedPricePage(dialect, { ...query, attribute: many, filters: brands, scope: { categoryIds: HOME } })).toBeNull();
  });
});
