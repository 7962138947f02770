import type { ProductCard } from '@vitrine/contracts/catalog';
import type { Facet, ListingFilters, ListingRequest, ListingResponse } from '@vitrine/contracts/listing';
import { Messages } from '@vitrine/contracts/messages';
import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { createKeyedDbCache } from '../../lib/db-cache.ts';
import * as categoryRepo from './category.repository.ts';
import { type CategoryCrumb, getCategoryIndex, requireCategory } from './category.service.ts';
import { buildFacets } from './facets.service.ts';
import { decodeCursor, encodeCursor, type KeysetCursor, type ListingSort } from './keyset-cursor.ts';
import * as repo from './listing.repository.ts';
import type { ListingScope, ResolvedFilters } from './listing-filters.repository.ts';
import { rowToProductCard, shopCurrency } from './product-card.ts';
import { searchTerms } from './search-terms.ts';

// Listings (spec §2): category (with its descendants: a super-category lists its children's
// products), collection, shop-all and search results share one body and one answer.

export type ListingContext =
  | { type: 'category'; slug: string }
  | { type: 'collection'; slug: string }
  /** 'all' for the whole catalogue, else a category slug (/shop-online/{slug...}). */
  | { type: 'shop'; slug: string }
  | { type: 'search'; query: string };

export const SHOP_ALL = 'all';
const SHOP_TITLE = 'Shop';

interface ResolvedContext {
  title: string;
  description: string | null;
  breadcrumb: CategoryCrumb[];
  scope: ListingScope;
}

async function resolveContext(db: Db, context: ListingContext): Promise<ResolvedContext> {
  switch (context.type) {
    case 'collection': {
      const row = await categoryRepo.findCollectionBySlug(db.kysely, context.slug);
      if (!row) throw notFound(Messages.pageNotFound);
      return { title: row.name, description: row.description, breadcrumb: [], scope: { collectionId: row.id } };
    }
    case 'search':
      return {
        title: `Search results for "${context.query.trim()}"`,
        description: null,
        breadcrumb: [],
        scope: { searchTerms: searchTerms(context.query) },
      };
    case 'shop':
      if (context.slug === SHOP_ALL) return { title: SHOP_TITLE, description: null, breadcrumb: [], scope: {} };
      return resolveCategory(db, context.slug);
    default:
      return resolveCategory(db, context.slug);
  }
}

async function resolveCategory(db: Db, slug: string): Promise<ResolvedContext> {
  const { row, index } = await requireCategory(db, slug);
  return {
    title: row.name,
    description: row.description,
    breadcrumb: index.path(row.id),
    scope: { categoryIds: index.descendantIds(row.id) },
  };
}

/**
 * Category filters name slugs; each widens to its subtree. Brand slugs become ids, so the SQL
 * compares the indexed column with constants the planner can estimate. Unknown slugs match nothing.
 */
async function resolveFilters(db: Db, filters: ListingFilters): Promise<ResolvedFilters> {
  const { category, brand, ...rest } = filters;
  const resolved: ResolvedFilters = { ...rest };
  if (brand) resolved.brandIds = await categoryRepo.findBrandIdsBySlugs(db.kysely, brand);
  if (!category?.length) return resolved;
  const index = await getCategoryIndex(db);
  const ids = new Set(
    category.flatMap((slug) => {
      const row = index.bySlug.get(slug);
      return row ? index.descendantIds(row.id) : [];
    }),
  );
  return { ...resolved, categoryIds: [...ids] };
}

type Counts = Awaited<ReturnType<typeof repo.countListing>>;
// A listing's total, price range and facets change slowly but cost the most to compute on a large
// catalogue (every match is visited): kept per filter set for 10 s, 500 sets per database.
const countsCache = createKeyedDbCache<Counts>(10_000, 500);
const facetsCache = createKeyedDbCache<Facet[]>(10_000, 500);
const cacheKey = (scope: ListingScope, filters: ResolvedFilters) => JSON.stringify([scope, filters]);

function countListing(db: Db, scope: ListingScope, filters: ResolvedFilters, withPriceRange: boolean): Promise<Counts> {
  // A count with its price range also answers a count without it.
  const key = cacheKey(scope, filters);
  return withPriceRange
    ? countsCache.get(db, `range:${key}`, () => repo.countListing(db, scope, filters, true))
    : countsCache.get(db, `count:${key}`, () => repo.countListing(db, scope, filters, false));
}

function listingFacets(db: Db, scope: ListingScope, filters: ResolvedFilters): Promise<Facet[]> {
  return facetsCache.get(db, cacheKey(scope, filters), () => buildFacets(db, scope, filters));
}

/** Search results are ordered by relevance where other listings use 'featured'. */
function listingSort(context: ListingContext, sort: ListingRequest['sort']): ListingSort {
  return context.type === 'search' && sort === 'featured' ? 'relevance' : sort;
}

function readCursor(text: string | null | undefined, sort: ListingSort): KeysetCursor | null {
  if (!text) return null;
  const cursor = decodeCursor(text, sort);
  if (!cursor) throw badRequest(Messages.fieldNotValid, { cursor: [Messages.fieldNotValid] });
  return cursor;
}

export async function getListing(db: Db, context: ListingContext, req: ListingRequest): Promise<ListingResponse> {
  const sort = listingSort(context, req.sort);
  const after = readCursor(req.cursor, sort);
  const [resolved, filters, currency] = await Promise.all([resolveContext(db, context), resolveFilters(db, req.filters), shopCurrency(db)]);
  const { scope } = resolved;
  // The count comes first (cached, or one index walk): it tells the page query how to run.
  const counts = await countListing(db, scope, filters, req.with_facets);
  // One row beyond the page tells whether another page exists (no empty last page).
  const [rows, facets] = await Promise.all([
    repo.findListingPage(db, { scope, filters, sort, after, limit: req.limit + 1, matches: counts.total }),
    req.with_facets ? listingFacets(db, scope, filters) : Promise.resolve([]),
  ]);
  const page = rows.slice(0, req.limit);
  const last = page.at(-1);
  return {
    title: resolved.title,
    description: resolved.description,
    breadcrumb: resolved.breadcrumb,
    items: page.map((r) => rowToProductCard(r, currency)),
    total: counts.total,
    ...(counts.estimated ? { total_is_estimate: true } : {}),
    next_cursor: rows.length > req.limit && last ? encodeCursor({ sort, keys: repo.sortKeysOf(last, sort), id: last.id }) : null,
    facets,
    price_range: counts.price_range,
    sort: req.sort,
  };
}

export interface ListingFacets {
  facets: Facet[];
  price_range: { min: number; max: number } | null;
  total: number;
  total_is_estimate?: boolean;
}

/** spec §7 GET /api/product/filters/all/{id}: the facets of a listing, without its items. */
export async function getListingFacets(db: Db, context: ListingContext, filters: ListingFilters): Promise<ListingFacets> {
  const [{ scope }, resolved] = await Promise.all([resolveContext(db, context), resolveFilters(db, filters)]);
  const [counts, facets] = await Promise.all([countListing(db, scope, resolved, true), listingFacets(db, scope, resolved)]);
  return { facets, price_range: counts.price_range, total: counts.total, ...(counts.estimated ? { total_is_estimate: true } : {}) };
}

/** The most relevant published products for search words (mini-search suggestions). */
export async function findSearchCards(db: Db, query: string, limit: number): Promise<ProductCard[]> {
  const scope: ListingScope = { searchTerms: searchTerms(query) };
  if (!scope.searchTerms?.length) return [];
  const [rows, currency] = await Promise.all([repo.findListingPage(db, { scope, filters: {}, sort: 'relevance', after: null, limit }), shopCurrency(db)]);
  return rows.map((r) => rowToProductCard(r, currency));
}
