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
  brandIds?: string[];
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

/**
 * Attribute filters written against a table of the chosen values shared by several facet sets in
 * one statement (facets.repository.ts), so that a set's SQL does not grow with the number of
 * attribute filters: the first remaining attribute keeps a condition of its own (the rows stream
 * from its entries, or it drives the scan) and one count per product checks all of them together.
 */
export interface SharedAttributeFilters {
  /** `select id …`: the chosen value ids of one attribute code. */
  valueIds: (code: string) => RawBuilder<unknown>;
  /** Products (`p`) holding a chosen value of each of `count` filtered attributes, `except` left out. */
  matchesAll: (except: string | undefined, count: number) => RawBuilder<SqlBool>;
}

const NOTHING = sql<SqlBool>`1 = 0`;

function inList(column: string, values: string[]): RawBuilder<SqlBool> {
  return values.length ? sql<SqlBool>`${sql.ref(column)} in (${sql.join(values)})` : NOTHING;
}

/** The ids of products matching the search words (FTS5 on SQLite, a GIN-indexed tsvector on PostgreSQL). */
export function searchMatchIds(dialect: Dialect, terms: string[]): RawBuilder<unknown> {
  return dialect === 'sqlite'
    ? sql`select product_id from product_search where product_search match ${fts5MatchExpression(terms)}`
    : sql`select product_id from product_search where tsv @@ to_tsquery('simple', ${tsQueryExpression(terms)})`;
}

/** Products matching the search words. */
export function searchCondition(dialect: Dialect, terms: string[]): RawBuilder<SqlBool> {
  if (!terms.length) return NOTHING;
  return sql<SqlBool>`p.id in (${searchMatchIds(dialect, terms)})`;
}

/**
 * Relevance is scored for at most this many matches, the newest search documents first, so a
 * broad query on a 1M-product catalogue ("lamp": tens of thousands of matches) costs what a
 * narrow one does. Any query with fewer matches is ranked whole.
 */
export const SEARCH_RANK_WINDOW = 500;

/** Search matches a facet sample reads at most (listingSource). */
export const SEARCH_SCAN = 5000;

/** Where a word the document holds is counted from when a position is not found (never expected). */
const FAR_POSITION = 100_000;

/**
 * The relevance of a document: minus the sum of the character positions where each search word
 * starts a word of it. The document begins with the product's name, then its brand, categories,
 * tags, labels, attributes, skus and description (db/seed/search-document.ts), so a product whose
 * name holds the words comes first and words found side by side near the start beat words found
 * apart. Computed from the document alone: bm25 (FTS5's rank) counts every match of each word in
 * the whole index first, which costs ~20 ms per query on a 1M-product catalogue (decisions/007).
 * An integer, so keyset paging compares it exactly; the same on both databases.
 */
function relevanceScore(dialect: Dialect, terms: string[]): RawBuilder<number> {
  const position = dialect === 'sqlite' ? 'instr' : 'strpos';
  const positions = terms.map((term) => sql`coalesce(nullif(${sql.raw(position)}(' ' || w.document, ${` ${term}`}), 0), ${FAR_POSITION})`);
  return sql<number>`-(${sql.join(positions, sql` + `)})`;
}

/** A derived table `s(product_id, score)` of the matches, higher score = more relevant. */
export function searchScoreTable(dialect: Dialect, terms: string[]): RawBuilder<unknown> {
  // FTS5 walks rowids in descending order itself; the window is read without ranking anything.
  const window =
    dialect === 'sqlite'
      ? sql`select product_id, document from product_search where product_search match ${fts5MatchExpression(terms)}
          order by rowid desc limit ${SEARCH_RANK_WINDOW}`
      : sql`select product_id, document from product_search where tsv @@ to_tsquery('simple', ${tsQueryExpression(terms)})
          order by product_id desc limit ${SEARCH_RANK_WINDOW}`;
  return sql`(select w.product_id, ${relevanceScore(dialect, terms)} as score from (${window}) w) s`;
}

export function listingConditions(
  dialect: Dialect,
  scope: ListingScope,
  filters: ResolvedFilters,
  options: { except?: FilterKind; searchJoined?: boolean; joinForm?: JoinFilterForm; drivenBy?: string; shared?: SharedAttributeFilters } = {},
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

  if (filters.brandIds && except !== 'brand') where.push(inList('p.brand_id', filters.brandIds));
  if (filters.categoryIds && except !== 'category') where.push(inList('p.category_id', filters.categoryIds));
  if (filters.label && except !== 'label') {
    where.push(joined('product_labels', 'pl', 'label_id', sql`select l.id from labels l where ${inList('l.slug', filters.label)}`));
  }
  if (filters.tag && except !== 'tag') {
    where.push(joined('product_tags', 'pt', 'tag_id', sql`select t.id from tags t where ${inList('t.slug', filters.tag)}`));
  }
  const attributes = Object.entries(filters.attributes ?? {}).filter(([code, values]) => values.length && except !== `attr:${code}`);
  if (options.shared && attributes.length > 1) {
    const [first] = attributes[0];
    if (first !== options.drivenBy) where.push(joined('product_attribute_values', 'pav', 'attribute_value_id', options.shared.valueIds(first)));
    where.push(options.shared.matchesAll(except?.startsWith('attr:') ? except.slice(5) : undefined, attributes.length));
  } else {
    for (const [code, values] of attributes) {
      if (code === options.drivenBy) continue;
      where.push(joined('product_attribute_values', 'pav', 'attribute_value_id', options.shared?.valueIds(code) ?? attributeValueIds(code, values)));
    }
  }
  if (except !== 'price') {
    // Plain comparisons: the category, brand and attribute indexes carry the price, and the
    // planner's statistics (ANALYZE) pick the index to start from.
    if (filters.price_min !== undefined) where.push(sql<SqlBool>`p.selling_price >= ${filters.price_min}`);
    if (filters.price_max !== undefined) where.push(sql<SqlBool>`p.selling_price <= ${filters.price_max}`);
  }
  if (filters.in_stock) where.push(sql<SqlBool>`p.stock > 0`);
  return where;
}

/** The entries of attribute values as `p`, with the product's filter columns (migration 007). */
function attributeEntries(valueCondition: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select pav.product_id as id, pav.is_published, pav.brand_id, pav.category_id, pav.selling_price
    from product_attribute_values pav where pav.attribute_value_id ${valueCondition}) p`;
}

/**
 * The entries of one attribute value as `p`. The value's id is a scalar subquery, so both planners
 * see an equality on the index's first column and read the entries in the index's order.
 */
export function oneValueEntries(code: string, value: string): RawBuilder<unknown> {
  return attributeEntries(sql`= (${attributeValueIds(code, [value])})`);
}

function attributeValueIds(code: string, values: string[]): RawBuilder<unknown> {
  return sql`select av.id from attribute_values av join attributes a on a.id = av.attribute_id where a.code = ${code} and ${inList('av.value', values)}`;
}

/**
 * What a count or a facet sample reads, as `p` with the product's id and filter columns. With an
 * attribute filter, the entries of its values (product_attribute_values carries brand, category,
 * price and is_published, migration 007): one covering index walk, no product rows and no probe
 * per product of a broad brand or category. A product holding several of the chosen values
 * appears once per value, hence `distinct`. In-stock needs the product row: products then.
 */
export interface ListingSource {
  from: RawBuilder<unknown>;
  where: RawBuilder<SqlBool>[];
  distinct: boolean;
  /** What the rows stream from: an attribute's entries (its code), the search index, or products. */
  drivenBy?: { attribute: string } | 'search';
}

/** The attribute filter whose entries a listing's rows come from, if any (in-stock needs the product row). */
function drivingAttribute(filters: ResolvedFilters, except?: FilterKind): [string, string[]] | undefined {
  if (filters.in_stock) return undefined;
  return Object.entries(filters.attributes ?? {}).find(([code, values]) => values.length > 0 && except !== `attr:${code}`);
}

/** Whether a listing's rows stream from the search index (listingSource's 'search'); the price filter never changes it. */
export function isSearchDriven(scope: ListingScope, filters: ResolvedFilters): boolean {
  return !drivingAttribute(filters) && Boolean(scope.searchTerms?.length);
}

export function listingSource(
  dialect: Dialect,
  scope: ListingScope,
  filters: ResolvedFilters,
  except?: FilterKind,
  shared?: SharedAttributeFilters,
): ListingSource {
  const driving = drivingAttribute(filters, except);
  if (!driving && scope.searchTerms?.length) {
    // The matches stream from the full-text index (a facet sample stops after FACET_SAMPLE of
    // them) instead of being collected whole into an IN list first, and at most SEARCH_SCAN of
    // them are read: a rare filter on a broad search would otherwise read every match.
    const matches = sql`(${searchMatchIds(dialect, scope.searchTerms)} limit ${SEARCH_SCAN}) m`;
    // PostgreSQL would rather hash-join a whole price range of products: LATERAL makes it one
    // primary-key lookup per match, as SQLite's CROSS JOIN does.
    const from =
      dialect === 'sqlite'
        ? sql`${matches} cross join products p`
        : sql`${matches} cross join lateral (select p.id, p.is_published, p.brand_id, p.category_id, p.selling_price, p.stock
            from products p where p.id = m.product_id) p`;
    const where = [sql<SqlBool>`p.id = m.product_id`, ...listingConditions(dialect, scope, filters, { except, joinForm: 'probe', searchJoined: true, shared })];
    return { from, where, distinct: false, drivenBy: 'search' };
  }
  if (!driving) {
    // A count visits every match: with nothing narrowing the rows, a join filter drives.
    const joinForm = hasNarrowingCondition(scope, filters, except) ? 'probe' : 'drive';
    return { from: sql`products p`, where: listingConditions(dialect, scope, filters, { except, joinForm, shared }), distinct: false };
  }
  const [code, values] = driving;
  const from = attributeEntries(sql`in (${shared?.valueIds(code) ?? attributeValueIds(code, values)})`);
  // The other filters probe per entry: the attribute's entries are what narrows the rows.
  const where = listingConditions(dialect, scope, filters, { except, joinForm: 'probe', drivenBy: code, shared });
  return { from, where, distinct: values.length > 1, drivenBy: { attribute: code } };
}

/** Whether the scope or a product-column filter (other than `except`) narrows the rows, so join filters can probe. */
export function hasNarrowingCondition(scope: ListingScope, filters: ResolvedFilters, except?: FilterKind): boolean {
  return Boolean(
    scope.categoryIds ||
      scope.collectionId !== undefined ||
      scope.searchTerms ||
      (filters.brandIds && except !== 'brand') ||
      (filters.categoryIds && except !== 'category'),
  );
}

export function allOf(conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}
