import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/connect.ts';
import { allOf, type ListingScope, listingConditions, oneValueEntries, type ResolvedFilters } from './listing-filters.repository.ts';

// A page by price of a listing filtered by an attribute, in a known set of categories (and of
// brands, if filtered): each (value, category, brand) is one range of an attribute index already
// in price order (migrations 007 and 009), so the page takes the first `limit` entries of each
// range and merges them. It reads at most ranges × limit index entries whatever the size of the
// catalogue, where sorting the matches reads all of them (3 815 for "Kasa Studio, indigo, in
// Living" on the 1M bench catalogue: sorted in 0.2 ms on SQLite and 2.6 ms on PostgreSQL, merged
// in 0.08 / 0.3–0.6 ms, planning aside). Chosen past MERGE_ABOVE matches (listing.repository.ts).

/** At most this many ranges are merged: "a brand and a colour in Living" is 6 (Living and its 5 children). */
export const MAX_MERGED_RANGES = 24;

export interface MergedPricePageQuery {
  scope: ListingScope;
  filters: ResolvedFilters;
  /** The attribute the listing's entries come from, and its chosen values. */
  attribute: { code: string; values: string[] };
  dir: 'asc' | 'desc';
  /** The keyset condition over p.selling_price and p.id, if a page came before. */
  cursor: RawBuilder<SqlBool>[];
  limit: number;
}

/** The categories a listing is restricted to: its scope's, narrowed by the category filter. */
function listedCategories(scope: ListingScope, filters: ResolvedFilters): string[] | undefined {
  const { categoryIds: scoped } = scope;
  const { categoryIds: chosen } = filters;
  return scoped && chosen ? scoped.filter((id) => chosen.includes(id)) : (scoped ?? chosen);
}

/**
 * `select id, k0` of the page, or null when the listing has no such ranges: no category, a search
 * (its words are not in the attribute's index), nothing chosen, or more than MAX_MERGED_RANGES.
 */
export function mergedPricePage(dialect: Dialect, query: MergedPricePageQuery): RawBuilder<unknown> | null {
  const { scope, filters, attribute, dir, cursor, limit } = query;
  const categories = listedCategories(scope, filters);
  if (scope.searchTerms || !categories?.length || !attribute.values.length || filters.brandIds?.length === 0) return null;
  const brands: (string | undefined)[] = filters.brandIds ?? [undefined];
  if (attribute.values.length * categories.length * brands.length > MAX_MERGED_RANGES) return null;
  const order = sql.raw(dir);
  const ranges = attribute.values.flatMap((value) =>
    categories.flatMap((category) =>
      brands.map((brand) => {
        // The range's own category and brand replace the lists: one equality each, so the
        // index is read in price order from the range's first entry.
        const where = listingConditions(
          dialect,
          { ...scope, categoryIds: [category] },
          { ...filters, categoryIds: undefined, brandIds: brand === undefined ? undefined : [brand] },
          { joinForm: 'probe', drivenBy: attribute.code },
        );
        // Wrapped: SQLite takes ORDER BY and LIMIT in a compound's members only inside a subquery.
        return sql`select * from (select p.id as id, p.selling_price as k0 from ${oneValueEntries(attribute.code, value)}
          where ${allOf([...where, ...cursor])} order by p.selling_price ${order}, p.id ${order} limit ${limit}) r`;
      }),
    ),
  );
  // A product holding two of the chosen values is in two ranges, with the same price.
  return sql`select ${attribute.values.length > 1 ? sql`distinct ` : sql``}id, k0 from (${sql.join(ranges, sql` union all `)}) m
    order by k0 ${order}, id ${order} limit ${limit}`;
}
