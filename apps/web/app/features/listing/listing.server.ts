import type { ApiClient } from '@vitrine/contracts/api-client';
import type { ApiResponse } from '@vitrine/contracts/api-transport';
import { CookieName } from '@vitrine/contracts/cookies';
import { LISTING_PAGE_SIZE, type ListingRequest, type ListingResponse, urlToListingQuery } from '@vitrine/contracts/listing';
import type { InitialValues } from '@vitrine/contracts/storefront';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { toCardView } from '../../components/catalog/card-view';
import { apiContext, initialValuesContext } from '../../lib/api-context';
import { readCookie } from '../../lib/cookies';
import { shopOrigin } from '../../lib/seo/shop-origin';
import { buildListingView } from './build-listing-view';
import { parseGridColumns } from './grid-columns';
import { canonicalSearchFromForm } from './listing-params';
import type { ListingKind, ListingLoaderData } from './listing-view';
import { usableFilters } from './usable-filters';

export type ListingSource = { kind: Exclude<ListingKind, 'search'>; slug: string } | { kind: 'search' };

/** The search query parameter; the search API takes at most 100 characters. */
export const SEARCH_PARAM = 'q';

function requestListing(api: ApiClient, source: ListingSource, query: string, body: ListingRequest): Promise<ApiResponse<ListingResponse>> {
  switch (source.kind) {
    case 'category':
      return api.getCategoryListing(source.slug, body);
    case 'collection':
      return api.getCollectionListing(source.slug, body);
    case 'shop':
      return api.getShopListing(source.slug, body);
    case 'search':
      return api.searchProducts({ ...body, query });
  }
}

const emptySearch = (sort: ListingRequest['sort']): ListingResponse => ({
  title: 'Search',
  description: null,
  breadcrumb: [],
  items: [],
  total: 0,
  next_cursor: null,
  facets: [],
  price_range: null,
  sort,
});

/**
 * One listing page (or, with `more=1`, just the next cards for load-more) from the URL: filters
 * and sort from the query string, the grid from its cookie. A hand-edited URL never fails the
 * page: refused filters are dropped and a stale cursor starts over at the first page.
 */
export async function loadListing(
  api: ApiClient,
  source: ListingSource,
  request: Request,
  initialValues: InitialValues | null,
  origin: string,
): Promise<ListingLoaderData> {
  if (source.kind !== 'search' && !source.slug) throw data({ reason: 'not-found' }, { status: 404 });
  const url = new URL(request.url);
  const keepKeys = source.kind === 'search' ? [SEARCH_PARAM] : [];
  const canonical = canonicalSearchFromForm(url.searchParams, keepKeys);
  if (canonical !== null) throw redirect(`${url.pathname}${canonical}`);

  const { filters: parsed, sort } = urlToListingQuery(url.searchParams);
  const filters = usableFilters(parsed);
  // NUL is refused by the API (400); a shopper's search simply goes without it.
  const query = (url.searchParams.get(SEARCH_PARAM) ?? '').replaceAll('\u0000', '').trim().slice(0, 100);
  const cursor = url.searchParams.get('cursor')?.slice(0, 500) || null;
  const more = url.searchParams.get('more') === '1' && cursor !== null;
  const body: ListingRequest = { filters, sort, limit: LISTING_PAGE_SIZE, cursor, with_facets: !more };

  // A category page links its subcategories (stable, in the shop's order), fetched alongside.
  const tree = source.kind === 'category' && !more ? api.getCategoryTree(source.slug).catch(() => null) : null;
  let response: ListingResponse;
  if (source.kind === 'search' && !query) {
    response = emptySearch(sort);
  } else {
    let res = await requestListing(api, source, query, body);
    if (res.statusCode === 422 && cursor) res = await requestListing(api, source, query, { ...body, cursor: null });
    // A slug the API cannot read (400, e.g. NUL; 422 on the slug, e.g. only a no-break space) names
    // no listing either: Page Not Found, not an error.
    const slugRefused = res.statusCode === 422 && res.body.status === 'error' && Boolean(res.body.data?.errors?.slug);
    if (res.statusCode === 404 || res.statusCode === 400 || slugRefused) throw data({ reason: 'not-found' }, { status: 404 });
    // A 503 (the database's time budget ran out) stays a 503: busy, not broken.
    if (res.body.status !== 'success') throw data({ reason: 'error' }, { status: res.statusCode === 503 ? 503 : 500 });
    response = res.body.data;
  }
  if (more) return { kind: 'more', items: response.items.map(toCardView), nextCursor: response.next_cursor };

  const treeRes = await tree;
  const children = treeRes?.body.status === 'success' ? (treeRes.body.data[0]?.children ?? null) : null;
  const storefront = initialValues?.storefront;
  const slug = source.kind === 'search' ? query : source.slug;
  return buildListingView(
    {
      listing: source.kind,
      slug,
      pathname: url.pathname,
      keep: query ? { [SEARCH_PARAM]: query } : {},
      filters,
      sort,
      cursor,
      columns: parseGridColumns(readCookie(request.headers.get('cookie'), CookieName.gridColumns)),
      currency: storefront?.channel.currency.code ?? 'INR',
      currencySymbol: storefront?.channel.currency.symbol ?? '₹',
      origin,
    },
    response,
    children,
  );
}

/** The last segment of a splat path (spec §2 slug resolution), or `fallback` for the bare path. */
export function lastSegment(splat: string | undefined, fallback: string): string {
  const segments = (splat ?? '').split('/').filter(Boolean);
  return segments.at(-1) ?? fallback;
}

/** A listing route's loader: the listing of `source` for this request, with the shop's origin. */
export function loadListingRoute({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }, source: ListingSource) {
  const initialValues = context.get(initialValuesContext);
  return loadListing(context.get(apiContext), source, request, initialValues, shopOrigin(initialValues));
}
