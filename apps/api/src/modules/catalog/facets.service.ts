import type { Facet } from '@vitrine/contracts/listing';
import type { Db } from '../../db/connect.ts';
import * as facetsRepo from './facets.repository.ts';
import type { ListingScope, ResolvedFilters } from './listing-filters.repository.ts';

const LIST_FACET_NAMES: Record<facetsRepo.ListFacetKind, string> = {
  category: 'Category',
  brand: 'Brand',
  label: 'Label',
  tag: 'Tag',
};

/**
 * The listing's facets, in the order a filter panel shows them: category, brand, the attributes
 * (by their position; colours as swatches), labels, tags. Empty facets are left out.
 */
export async function buildFacets(db: Db, scope: ListingScope, filters: ResolvedFilters): Promise<Facet[]> {
  const rows = await facetsRepo.countFacets(db, scope, filters);
  const listFacet = (kind: facetsRepo.ListFacetKind): Facet => ({
    key: kind,
    name: LIST_FACET_NAMES[kind],
    kind: 'list',
    values: rows
      .filter((r) => r.facet === kind)
      .sort((a, b) => Number(b.n) - Number(a.n) || a.label.localeCompare(b.label))
      .map((r) => ({ value: r.value, label: r.label, count: Number(r.n) })),
  });
  const facets = [listFacet('category'), listFacet('brand'), ...attributeFacets(rows.filter((r) => r.facet === 'attr')), listFacet('label'), listFacet('tag')];
  return facets.filter((f) => f.values.length > 0);
}

function attributeFacets(rows: facetsRepo.FacetRow[]): Facet[] {
  const sorted = [...rows].sort(
    (a, b) =>
      Number(a.attribute_position) - Number(b.attribute_position) ||
      String(a.code).localeCompare(String(b.code)) ||
      Number(a.value_position) - Number(b.value_position) ||
      a.value.localeCompare(b.value),
  );
  const byCode = new Map<string, Facet>();
  for (const row of sorted) {
    const code = String(row.code);
    let facet = byCode.get(code);
    if (!facet) {
      facet = { key: `attr:${code}`, name: String(row.name), kind: row.display === 'colour' ? 'colour' : 'list', values: [] };
      byCode.set(code, facet);
    }
    facet.values.push({ value: row.value, label: row.label, count: Number(row.n), swatch: row.swatch });
  }
  return [...byCode.values()];
}
