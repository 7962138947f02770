import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { KeysetCursor, KeyValue, ListingSort } from './keyset-cursor.ts';
import {
  allOf,
  isSearchDriven,
  type ListingScope,
  type ListingSource,
  listingConditions,
  listingSource,
  type ResolvedFilters,
  searchMatchIds,
  searchScoreTable,
} from './listing-filters.repository.ts';
import { mergedPricePage } from './merged-price-page.repository.ts';
import type { ProductCardRow } from './product-card.ts';
import { filteredVariantImage } from './variant-image.repository.ts';

// One page of a listing, in keyset order. Every sort reads an index of migrations 002/003 in
// its own direction, with the id as the last key in that same direction, so ORDER BY … LIMIT
// walks the index and stops; the id makes the order total, so pages never overlap or skip.
interface SortDef {
  keys: string[];
  dir: 'asc' | 'desc';
}
const SORT_DEFS: Record<ListingSort, SortDef> = {
  featured: { keys: ['p.featured_rank', 'p.sales_count'], dir: 'desc' },
  newest: { keys: ['p.created_at'], dir: 'desc' },
  'price-asc': { keys: ['p.selling_price'], dir: 'asc' },
  'price-desc': { keys: ['p.selling_price'], dir: 'desc' },
  name: { keys: ['p.name'], dir: 'asc' },
  'best-selling': { keys: ['p.sales_count'], dir: 'desc' },
  relevance: { keys: ['s.score'], dir: 'desc' },
};

export type ListingRow = ProductCardRow & Record<`k${number}`, KeyValue>;

/** (k1, k2, id) after (x1, x2, y), written as ORs for portability, with a leading range for the index. */
function afterCursor(def: SortDef, cursor: KeysetCursor): RawBuilder<SqlBool> {
  const columns = [...def.keys, 'p.id'];
  const values = [...cursor.keys, cursor.id];
  const beyond = def.dir === 'asc' ? sql.raw('>') : sql.raw('<');
  const alternatives = columns.map((column, i) => {
    const equal = columns.slice(0, i).map((c, j) => sql<SqlBool>`${sql.ref(c)} = ${values[j]}`);
    return sql<SqlBool>`(${allOf([...equal, sql<SqlBool>`${sql.ref(column)} ${beyond} ${values[i]}`])})`;
  });
  const range = def.dir === 'asc' ? sql.raw('>=') : sql.raw('<=');
  return sql<SqlBool>`${sql.ref(columns[0])} ${range} ${values[0]} and (${sql.join(alternatives, sql` or `)})`;
}

/**
 * Up to this many matches, a listing with an attribute filter is paged from its matches: they
 * are read from the attribute's covering index (listingSource) and sorted, instead of walking the
 * sort's index past every product the filters reject (a rare colour at a high price range walks
 * most of a 1M catalogue). Each match costs one product lookup for its sort key.
 */
export const FEW_MATCHES = 2000;

/**
 * By price, the attribute's index holds the sort key too (migration 007): its matches are sorted
 * without reading a product row, so many more of them are cheaper to sort than walking the price
 * index (on the 1M bench catalogue 3 815 matches sort in 0.2 ms on SQLite, 2.6 ms on PostgreSQL).
 */
export const FEW_MATCHES_BY_PRICE = 20_000;

/**
 * Above this many matches, a page by price whose ranges are known is merged from them
 * (merged-price-page.repository.ts): it then reads the same few entries at any catalogue size.
 * Below, sorting the matches costs less than planning a query of several ranges (~1 ms).
 */
export const MERGE_ABOVE = FEW_MATCHES;

const byPrice = (sort: ListingSort) => SORT_DEFS[sort].keys.every((k) => k === 'p.selling_price');

export interface ListingPageQuery {
  scope: ListingScope;
  filters: ResolvedFilters;
  sort: ListingSort;
  after: KeysetCursor | null;
  limit: number;
  /** The listing's total, when counted: it chooses how the page is read. */
  matches?: number;
  /** MERGE_ABOVE unless a test wants the merged page on a small catalogue. */
  mergeAbove?: number;
}

type PagePlan = 'walk' | 'matches' | 'entries-by-price';

/** How the page's ids are read when not merged: walking the sort's index, or sorting the matches of an attribute filter. */
function pagePlan(sort: ListingSort, source: ListingSource, matches: number | undefined): PagePlan {
  if (typeof source.drivenBy !== 'object' || matches === undefined || sort === 'relevance') return 'walk';
  if (byPrice(sort) && matches <= FEW_MATCHES_BY_PRICE) return 'entries-by-price';
  return matches <= FEW_MATCHES ? 'matches' : 'walk';
}

/** The merged page (merged-price-page.repository.ts) of a price-sorted attribute listing past MERGE_ABOVE matches, or null. */
function mergedPage(db: Db, query: ListingPageQuery, source: ListingSource, cursor: RawBuilder<SqlBool>[]): RawBuilder<unknown> | null {
  if (typeof source.drivenBy !== 'object' || !byPrice(query.sort)) return null;
  if (query.matches === undefined || query.matches <= (query.mergeAbove ?? MERGE_ABOVE)) return null;
  const code = source.drivenBy.attribute;
  return mergedPricePage(db.dialect, {
    scope: query.scope,
    filters: query.filters,
    attribute: { code, values: query.filters.attributes?.[code] ?? [] },
    dir: SORT_DEFS[query.sort].dir,
    cursor,
    limit: query.limit,
  });
}

/** `select id, k0…` of the page by one of the plans. */
function pageIds(db: Db, query: ListingPageQuery, source: ListingSource, plan: PagePlan, cursor: RawBuilder<SqlBool>[]): RawBuilder<unknown> {
  const def = SORT_DEFS[query.sort];
  const dir = sql.raw(def.dir);
  const keys = sql.join(def.keys.map((k, i) => sql`${sql.ref(k)} as ${sql.ref(`k${i}`)}`));
  const order = sql.join([...def.keys, 'p.id'].map((k) => sql`${sql.ref(k)} ${dir}`));
  const distinct = source.distinct ? sql`distinct ` : sql``;
  switch (plan) {
    case 'entries-by-price':
      // The source's rows carry the price: (id, price) pairs are sorted from the index alone.
      return sql`select ${distinct}p.id as id, ${keys}
        from ${source.from} where ${allOf([...source.where, ...cursor])}
        order by ${order} limit ${query.limit}`;
    case 'matches':
      // Materialised: the planner must not turn this back into a walk of the sort's index.
      return sql`with m as materialized (select ${distinct}p.id from ${source.from} where ${allOf(source.where)})
        select p.id as id, ${keys}
        from m cross join products p
        where ${allOf([sql<SqlBool>`p.id = m.id`, ...cursor])}
        order by ${order} limit ${query.limit}`;
    default: {
      // By relevance, the scored matches (at most SEARCH_RANK_WINDOW) come first (CROSS JOIN keeps
      // SQLite from walking, say, a price range and probing the matches instead).
      const joinSearch = query.sort === 'relevance';
      return sql`select p.id as id, ${keys}
        from ${joinSearch ? sql`${searchScoreTable(db.dialect, query.scope.searchTerms ?? [])} cross join products p` : sql`products p`}
        where ${allOf([
          ...(joinSearch ? [sql<SqlBool>`p.id = s.product_id`] : []),
          ...listingConditions(db.dialect, query.scope, query.filters, { searchJoined: joinSearch }),
          ...cursor,
        ])}
        order by ${order} limit ${query.limit}`;
    }
  }
}

export async function findListingPage(db: Db, query: ListingPageQuery): Promise<ListingRow[]> {
  const def = SORT_DEFS[query.sort];
  // Relevance needs search words; a query without any matches nothing.
  if (query.sort === 'relevance' && !query.scope.searchTerms?.length) return [];
  const dir = sql.raw(def.dir);
  const pageOrder = [...def.keys.map((_, i) => `page.k${i}`), 'page.id'].map((k) => sql`${sql.ref(k)} ${dir}`);
  const cursor = query.after ? [afterCursor(def, query.after)] : [];
  const source = listingSource(db.dialect, query.scope, query.filters);
  const ids = mergedPage(db, query, source, cursor) ?? pageIds(db, query, source, pagePlan(query.sort, source, query.matches), cursor);
  // The page's ids are found first; the card columns and joins are read for those rows only.
  const { rows } = await sql<ListingRow>`
    select page.*, p.name, p.slug, p.sku, p.selling_price, p.mrp, p.base_image,
      b.name as brand_name, c.name as category_name, c.slug as category_slug,
      p.card_variant_id, cv.stock as card_stock, p.stock,
      ${filteredVariantImage(db.dialect, query.filters.attributes)} as variant_image
    from (${ids}) page
    join products p on p.id = page.id
    left join product_variants cv on cv.id = p.card_variant_id
    left join brands b on b.id = p.brand_id
    left join categories c on c.id = p.category_id
    order by ${sql.join(pageOrder)}`.execute(db.kysely);
  return rows;
}

export function sortKeysOf(row: ListingRow, sort: ListingSort): KeyValue[] {
  return SORT_DEFS[sort].keys.map((_, i) => {
    const value = row[`k${i}`];
    // PostgreSQL's bigint/numeric arrive as strings; the sort keys here are int, real or text.
    return typeof value === 'string' && sort !== 'newest' && sort !== 'name' ? Number(value) : value;
  });
}

/**
 * A search's total is counted exactly up to this many index matches; past it, it is estimated from
 * the first SEARCH_COUNT_SAMPLE matches (the share that passes the filters) times the index's own
 * count of matches, which needs no product rows. A broad query on a 1M catalogue then costs what
 * a narrow one does, and the answer says the total is an estimate (decisions/007).
 */
export const SEARCH_COUNT_SAMPLE = 1000;

interface Counted {
  total: number;
  range: { min: number; max: number } | null;
  estimated: boolean;
}
type CountRow = { n: number | string; lo?: number | string | null; hi?: number | string | null; scanned?: number | string };

const toRange = (row: CountRow | undefined) => (row?.lo == null || row.hi == null ? null : { min: Number(row.lo), max: Number(row.hi) });

/**
 * A search's total and price range in one read of its sample: the total counts the matches
 * passing every filter, the range those passing every filter but the price (a facet).
 */
async function countSearch(db: Db, scope: ListingScope, filters: ResolvedFilters, sample: number): Promise<Counted> {
  const terms = scope.searchTerms ?? [];
  const passing = (except?: 'price') => allOf(listingConditions(db.dialect, scope, filters, { except, joinForm: 'probe', searchJoined: true }));
  const passes = passing();
  const priced = filters.price_min !== undefined || filters.price_max !== undefined;
  const inRange = priced ? passing('price') : passes;
  const { rows } = await sql<CountRow>`
    select count(*) as scanned, count(case when ${passes} then 1 end) as n,
      min(case when ${inRange} then p.selling_price end) as lo, max(case when ${inRange} then p.selling_price end) as hi
    from (${searchMatchIds(db.dialect, terms)} limit ${sample + 1}) m
    join products p on p.id = m.product_id`.execute(db.kysely);
  const row = rows[0];
  const scanned = Number(row?.scanned ?? 0);
  const passed = Number(row?.n ?? 0);
  if (scanned <= sample) return { total: passed, range: toRange(row), estimated: false };
  const total = Math.round((passed / scanned) * (await countSearchMatches(db, terms)));
  return { total, range: toRange(row), estimated: true };
}

/**
 * How many documents match the words. FTS5 counts from its index alone; PostgreSQL would visit
 * a heap page per match (150 ms for 15k on the 1M bench catalogue), so there the planner's
 * estimate from the GIN statistics is taken: the total is an estimate anyway.
 */
async function countSearchMatches(db: Db, terms: string[]): Promise<number> {
  const matches = searchMatchIds(db.dialect, terms);
  if (db.dialect === 'sqlite') {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${matches}) m`.execute(db.kysely);
    return Number(rows[0]?.n ?? 0);
  }
  const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`explain (format json) ${matches}`.execute(db.kysely);
  return Number(rows[0]?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** The total and the price range; the range ignores the price filter itself (a facet). */
export async function countListing(
  db: Db,
  scope: ListingScope,
  filters: ResolvedFilters,
  withPriceRange: boolean,
  searchSample = SEARCH_COUNT_SAMPLE,
): Promise<{ total: number; price_range: { min: number; max: number } | null; estimated: boolean }> {
  if (isSearchDriven(scope, filters)) {
    const { total, range, estimated } = await countSearch(db, scope, filters, searchSample);
    return { total, price_range: withPriceRange ? range : null, estimated };
  }
  const run = async (except: 'price' | undefined, range: boolean): Promise<Omit<Counted, 'estimated'>> => {
    const source = listingSource(db.dialect, scope, filters, except);
    const count = source.distinct ? sql`count(distinct p.id)` : sql`count(*)`;
    // Without the range, a bare count can be answered from an index alone.
    const columns = range ? sql`${count} as n, min(p.selling_price) as lo, max(p.selling_price) as hi` : sql`${count} as n`;
    const { rows } = await sql<CountRow>`
      select ${columns} from ${source.from} where ${allOf(source.where)}`.execute(db.kysely);
    return { total: Number(rows[0]?.n ?? 0), range: toRange(rows[0]) };
  };
  // Only a search's total is ever estimated.
  if (!withPriceRange) return { total: (await run(undefined, false)).total, price_range: null, estimated: false };
  if (filters.price_min === undefined && filters.price_max === undefined) {
    const { total, range } = await run(undefined, true);
    return { total, price_range: range, estimated: false };
  }
  const [filtered, unpriced] = await Promise.all([run(undefined, false), run('price', true)]);
  return { total: filtered.total, price_range: unpriced.range, estimated: false };
}
