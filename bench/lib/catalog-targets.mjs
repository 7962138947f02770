// What bench/catalog.mjs measures on each catalogue: API requests of the listing, paging and
// search. The API keeps a listing's total, price range and facets for 10 s per (context,
// filters) (apps/api/src/modules/catalog/listing-cache.ts), never its items, so each kind of
// request is measured twice where it matters: one fixed request (the cache is warm, like a busy
// listing) and requests whose price range steps by ₹10 each time (every one misses the cache).
import { requestJson } from './load.mjs';

const LISTING = '/api/product/product-category/living';
/** Paging needs a listing of more than DEEP_PAGES pages at 10k too: shop-all of one brand (~1/6). */
const PAGED = '/api/shop/all';
const PAGED_FILTERS = { brand: ['kasa-studio'] };
const SEARCH = '/api/search/search-products';
/** Two filters (a brand, a colour: a product column and a variant option) and a sort. */
const TWO_FILTERS = { brand: ['kasa-studio'], attributes: { colour: ['indigo'] } };
const SORT = 'price-asc';
const SEARCH_QUERY = 'brass lamp';
const SUGGEST_QUERY = 'brass la'; // as typed: the last word matches as a prefix
export const DEEP_PAGES = 40;

/**
 * The i-th price range, in paise: ₹100 + ₹10·(i mod 500) up to ₹1,000 + ₹10·⌊i / 500⌋ above that,
 * so no two requests of a run share a cache key, and every range still holds products.
 */
export function steppedPrice(i) {
  const min = (100 + 10 * (i % 500)) * 100;
  return { price_min: min, price_max: min + (1000 + 10 * Math.floor(i / 500)) * 100 };
}

/** The measured targets: { key, name, request(i), alone? (also measured with 1 connection) }; `deep` is the cursor found by findDeepCursor. */
export function catalogTargets(deep) {
  const listing = (extra) => ({ path: LISTING, body: { filters: TWO_FILTERS, sort: SORT, limit: 24, with_facets: true, ...extra } });
  const page = { filters: PAGED_FILTERS, sort: SORT, limit: 24, with_facets: false };
  return [
    { key: 'listing', alone: true, name: 'listing, 2 filters + sort, facets cached', request: () => listing() },
    {
      key: 'listing-varied',
      alone: true,
      name: 'listing, 2 filters + sort + ₹10-stepped price, facets computed',
      request: (i) => listing({ filters: { ...TWO_FILTERS, ...steppedPrice(i) } }),
    },
    { key: 'page-1', name: 'shop-all, 1 brand, price-asc: page 1, no facets', request: () => ({ path: PAGED, body: page }) },
    {
      key: 'page-deep',
      name: `shop-all, 1 brand, price-asc: page ${deep.page}, no facets`,
      request: () => ({ path: PAGED, body: { ...page, cursor: deep.cursor } }),
    },
    {
      key: 'search',
      alone: true,
      name: `search "${SEARCH_QUERY}", facets cached`,
      request: () => ({ path: SEARCH, body: { query: SEARCH_QUERY, limit: 24 } }),
    },
    {
      key: 'search-varied',
      alone: true,
      name: `search "${SEARCH_QUERY}" + ₹10-stepped price, facets computed`,
      request: (i) => ({ path: SEARCH, body: { query: SEARCH_QUERY, limit: 24, filters: steppedPrice(i) } }),
    },
    { key: 'suggest', name: `suggestions "${SUGGEST_QUERY}"`, request: () => ({ path: `/api/search/search?query=${encodeURIComponent(SUGGEST_QUERY)}` }) },
  ];
}

/** The paged listing's page DEEP_PAGES + 1 (or its last page), reached by following next_cursor from page 1. */
export async function findDeepCursor(origin) {
  const body = { filters: PAGED_FILTERS, sort: SORT, limit: 24, with_facets: false };
  let cursor = null;
  let pageNumber = 1;
  for (; pageNumber <= DEEP_PAGES; pageNumber++) {
    const { status, json } = await requestJson(origin, { path: PAGED, body: { ...body, cursor } });
    if (status !== 200) throw new Error(`${PAGED} page ${pageNumber} answered ${status}: ${JSON.stringify(json)?.slice(0, 300)}`);
    const next = json.data?.next_cursor;
    if (!next) break;
    cursor = next;
  }
  return { cursor, page: cursor ? pageNumber : 1 };
}

/** Sends one request of a target; throws unless it answers 200. Returns the number of matches, if any. */
export async function probe(origin, target) {
  const { status, json } = await requestJson(origin, target.request(0));
  if (status !== 200) throw new Error(`${target.name} answered ${status}: ${JSON.stringify(json)?.slice(0, 300)}`);
  const data = json.data ?? {};
  return data.total ?? data.products?.length ?? null;
}
