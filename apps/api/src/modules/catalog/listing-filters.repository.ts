import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/connect.ts';
import { fts5MatchExpression, tsQueryExpression } from './search-terms.ts';

// The WHERE clause of a listing, shared by its page, its count and its facets. Conditions are
// SQL fragments over `products p` with every value bound as a parameter. Filters combine with
// AND across kinds and OR within a kind. Product columns (category, brand, price) are indexed
// (migrations 002, 003), so the planner starts from them or walks the sort's index. Join-table
// filters (labels, tags, attribute values) are written in one of two forms (PostgreSQL plans
// both alike; SQLite follows the form):
// - 'probe': a correlated EXISTS, one primary-key lookup per candidate row. Best when something
//   else narrows the rows or the sort's index is walked until the page is full.
// - 'drive': an IN-subquery, which lets the first such filter be where the scan starts. Needed
//   to count a listing narrowed only by, say, a label (probing would visit every product).
export type JoinFilterForm = 'probe' | 'drive';

/** What the listing is about: a category subtree, a collection, search words, or everything. */
export interface ListingScope {
  categoryIds?: string[];
  collectionId?: string;
  searchTerms?: string[];
}

/** The shopper's filters, with category slugs already widened to their subtrees' ids. */
export interface ResolvedFilters {
  brand?: string[];
  categoryIds?: string[];
  label?: string[];
  tag?: string[];
  attributes?: Record<string, string[]>;
  price_min?: number;
  price_max?: number;
  in_stock?: boolean;
}

/** A facet is counted under all filters except its own kind ('attr:<code>' for attributes). */
export type FilterKind = 'brand' | 'category' | 'label' | 'tag' | 'price' | `attr:${string}`;

const NOTHING = sql<SqlBool>`1 = 0`;

function inList(column: string, values: string[]): RawBuilder<SqlBool> {
  return values.length ? sql<SqlBool>`${sql.ref(column)} in (${sql.join(values)})` : NOTHING;
}

/** Products matching the search words (FTS5 on SQLite, a GIN-indexed tsvector on PostgreSQL). */
export function searchCondition(dialect: Dialect, terms: string[]): RawBuilder<SqlBool> {
  if (!terms.length) return NOTHING;
  return dialect === 'sqlite'
    ? sql<SqlBool>`p.id in (select product_id from product_search where product_search match ${fts5MatchExpression(terms)})`
    : sql<SqlBool>`p.id in (select product_id from product_search where tsv @@ to_tsquery('simple', ${tsQueryExpression(terms)}))`;
}

/** A derived table `s(product_id, score)` of the matches, higher score = more relevant. */
export function searchScoreTable(dialect: Dialect, terms: string[]): RawBuilder<unknown> {
  if (dialect === 'sqlite') {
    // FTS5's rank is bm25, lower is better: negated so both databases sort the score descending.
    return sql`(select product_id, -rank as score from product_search where product_search match ${fts5MatchExpression(terms)}) s`;
  }
  const query = tsQueryExpression(terms);
  return sql`(select product_id, ts_rank(tsv, to_tsquery('simple', ${query})) as score from product_search where tsv @@ to_tsquery('simple', ${query})) s`;
}

export function listingConditions(
  dialect: Dialect,
  scope: ListingScope,
  filters: ResolvedFilters,
  options: { except?: FilterKind; searchJoined?: boolean; joinForm?: JoinFilterForm } = {},
): RawBuilder<SqlBool>[] {
  const { except } = options;
  const joined = (table: string, alias: string, column: string, ids: RawBuilder<unknown>) =>
    options.joinForm === 'drive'
      ? sql<SqlBool>`p.id in (select ${sql.ref(`${alias}.product_id`)} from ${sql.table(table)} ${sql.raw(alias)} where ${sql.ref(`${alias}.${column}`)} in (${ids}))`
      : sql<SqlBool>`exists (select 1 from ${sql.table(table)} ${sql.raw(alias)} where ${sql.ref(`${alias}.product_id`)} = p.id and ${sql.ref(`${alias}.${column}`)} in (${ids}))`;
  const where: RawBuilder<SqlBool>[] = [sql<SqlBool>`p.is_published = 1`];
  if (scope.categoryIds) where.push(inList('p.category_id', scope.categoryIds));
  if (scope.collectionId !== undefined) {
    where.push(sql<SqlBool>`p.id in (select pc.product_id from product_collections pc where pc.collection_id = ${scope.collectionId})`);
  }
  if (scope.searchTerms && !options.searchJoined) where.push(searchCondition(dialect, scope.searchTerms));

  if (filters.brand && except !== 'brand') {
    where.push(sql<SqlBool>`p.brand_id in (select b.id from brands b where ${inList('b.slug', filters.brand)})`);
  }
  if (filters.categoryIds && except !== 'category') where.push(inList('p.category_id', filters.categoryIds));
  if (filters.label && except !== 'label') {
    where.push(joined('product_labels', 'pl', 'label_id', sql`select l.id from labels l where ${inList('l.slug', filters.label)}`));
  }
  if (filters.tag && except !== 'tag') {
    where.push(joined('product_tags', 'pt', 'tag_id', sql`select t.id from tags t where ${inList('t.slug', filters.tag)}`));
  }
  for (const [code, values] of Object.entries(filters.attributes ?? {})) {
    if (except === `attr:${code}` || !values.length) continue;
    const ids = sql`select av.id from attribute_values av join attributes a on a.id = av.attribute_id where a.code = ${code} and ${inList('av.value', values)}`;
    where.push(joined('product_attribute_values', 'pav', 'attribute_value_id', ids));
  }
  if (except !== 'price') {
    // When a category, brand, collection or search narrows the rows, their indexes carry the
    // price too; unary + keeps SQLite from starting at a wide price range instead. PostgreSQL
    // estimates ranges well and the + would hide the column from its planner: SQLite only.
    const hidePrice = dialect === 'sqlite' && hasNarrowingCondition(scope, filters, except);
    const price = hidePrice ? sql`+p.selling_price` : sql`p.selling_price`;
    if (filters.price_min !== undefined) where.push(sql<SqlBool>`${price} >= ${filters.price_min}`);
    if (filters.price_max !== undefined) where.push(sql<SqlBool>`${price} <= ${filters.price_max}`);
  }
  if (filters.in_stock) where.push(sql<SqlBool>`p.stock > 0`);
  return where;
}

/** Whether the scope or a product-column filter (other than `except`) narrows the rows, so join filters can probe. */
export function hasNarrowingCondition(scope: ListingScope, filters: ResolvedFilters, except?: FilterKind): boolean {
  return Boolean(
    scope.categoryIds ||
      scope.collectionId !== undefined ||
      scope.searchTerms ||
      (filters.brand && except !== 'brand') ||
      (filters.categoryIds && except !== 'category'),
  );
}

export function allOf(conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}
