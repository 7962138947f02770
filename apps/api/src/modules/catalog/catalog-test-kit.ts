import type { ListingFilters } from '@vitrine/contracts/listing';
import { beforeAll } from 'vitest';
import { type TestDialect, useTestApp } from '../../test/test-app.ts';
import { type FixtureProduct, insertCatalogFixtures } from './catalog-fixtures.ts';

// Test helpers for the catalog routes: an app with the fixture catalogue, and the listing rules
// computed directly from the fixture definitions (the answers the API must agree with).

export function useCatalogTestApp(dialect: TestDialect) {
  const t = useTestApp(dialect);
  let products: FixtureProduct[] = [];
  beforeAll(async () => {
    products = await insertCatalogFixtures(t.db);
  });
  const json = { 'content-type': 'application/json' };
  return {
    t,
    /** The fixture products (published and not). */
    get products() {
      return products;
    },
    get published() {
      return products.filter((p) => p.published);
    },
    post: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, headers: { ...json, ...headers }, payload: JSON.stringify(payload) }),
    get: (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers }),
  };
}

export const SUBTREES: Record<string, string[]> = {
  'fx-home': ['fxc_lighting', 'fxc_lamps', 'fxc_textiles'],
  'fx-lighting': ['fxc_lighting', 'fxc_lamps'],
  'fx-lamps': ['fxc_lamps'],
  'fx-textiles': ['fxc_textiles'],
};

type Kind = 'brand' | 'category' | 'label' | 'tag' | 'price' | `attr:${string}`;

/** Whether a fixture product passes the filters (AND across kinds, OR within one), ignoring one kind. */
export function passes(p: FixtureProduct, f: ListingFilters, except?: Kind): boolean {
  const any = (wanted: string[] | undefined, has: string[], kind: Kind) => except === kind || !wanted || wanted.some((w) => has.includes(w));
  const attributeValues: Record<string, string[]> = { 'fx-colour': p.colours, 'fx-size': p.sizes, 'fx-material': [p.material] };
  return (
    p.published &&
    any(f.brand, p.brand ? [p.brand] : [], 'brand') &&
    any(
      f.category?.flatMap((slug) => SUBTREES[slug] ?? []),
      [p.category_id],
      'category',
    ) &&
    any(f.label, p.labels, 'label') &&
    any(f.tag, p.tags, 'tag') &&
    Object.entries(f.attributes ?? {}).every(([code, values]) => any(values, attributeValues[code] ?? [], `attr:${code}`)) &&
    (except === 'price' || f.price_min === undefined || p.selling_price >= f.price_min) &&
    (except === 'price' || f.price_max === undefined || p.selling_price <= f.price_max) &&
    (!f.in_stock || p.stock > 0)
  );
}

/** value -> count over products, for a facet. */
export function countBy(products: FixtureProduct[], valuesOf: (p: FixtureProduct) => (string | null)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of products) for (const v of valuesOf(p)) if (v) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
