import type { ListingFilters, ListingResponse, Sort } from '@vitrine/contracts/listing';
import { toCardView } from '../../components/catalog/card-view';
import type { GridColumns } from './grid-columns';
import { chipsFromFilters } from './listing-chips';
import { countActiveFilters, listingHref, paramForFacet, selectedValues } from './listing-params';
import type { Crumb, FacetView, ListingKind, ListingView } from './listing-view';
import { minorToRupees, rupeesBound } from './price-input';

export const SORT_LABELS: Record<Sort, string> = {
  featured: 'Featured',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name',
  'best-selling': 'Best selling',
};

export interface ListingContext {
  listing: ListingKind;
  /** The slug the listing was asked for (the last path segment); the search query for search. */
  slug: string;
  pathname: string;
  /** Page-defining parameters kept in every link (the search query). */
  keep: Record<string, string>;
  filters: ListingFilters;
  sort: Sort;
  cursor: string | null;
  columns: GridColumns;
  currencySymbol: string;
  currency: string;
  origin: string;
}

const enc = encodeURIComponent;

function selectedByParam(filters: ListingFilters): Record<string, string[]> {
  const selected: Record<string, string[]> = {};
  for (const key of ['brand', 'category', 'label', 'tag'] as const) if (filters[key]?.length) selected[key] = filters[key]!;
  for (const [code, values] of Object.entries(filters.attributes ?? {})) if (values.length) selected[`attr.${code}`] = values;
  return selected;
}

/** Home › … › the listing. A category's crumbs nest their slugs, like the product page's. */
function breadcrumbFor(ctx: ListingContext, response: ListingResponse): Crumb[] {
  const home: Crumb = { name: 'Home', path: '/' };
  if (ctx.listing === 'category') {
    const trail = response.breadcrumb.filter((c) => c.slug !== ctx.slug);
    const slugs: string[] = [];
    const crumbs: Crumb[] = trail.map((c) => {
      slugs.push(enc(c.slug));
      return { name: c.name, path: `/product-category/${slugs.join('/')}` };
    });
    return [home, ...crumbs, { name: response.title, path: null }];
  }
  if (ctx.listing === 'shop' && ctx.slug !== 'all') {
    return [home, { name: 'Shop', path: '/shop-online' }, { name: response.title, path: null }];
  }
  if (ctx.listing === 'search') return [home, { name: 'Search', path: null }];
  return [home, { name: response.title, path: null }];
}

function canonicalPathFor(ctx: ListingContext, response: ListingResponse): string {
  if (ctx.listing === 'category') {
    const parents = response.breadcrumb.filter((c) => c.slug !== ctx.slug).map((c) => enc(c.slug));
    return `/product-category/${[...parents, enc(ctx.slug)].join('/')}`;
  }
  if (ctx.listing === 'search') return listingHref('/search', {}, 'featured', ctx.keep);
  // /shop-online/all is the whole shop, like the bare /shop-online.
  if (ctx.listing === 'shop' && ctx.slug === 'all') return '/shop-online';
  return ctx.pathname;
}

/** A category's children as the category tree gives them (position order, published counts). */
export interface ChildCategory {
  name: string;
  slug: string;
  product_count: number;
}

/**
 * The screen's data: the API's answer plus every link the filters, chips and sort need.
 * `children` are the category's subcategories; without them the category facet stands in.
 */
export function buildListingView(ctx: ListingContext, response: ListingResponse, children?: ChildCategory[] | null): ListingView {
  const href = (filters: ListingFilters, sort: Sort = ctx.sort) => listingHref(ctx.pathname, filters, sort, ctx.keep);
  const facets: FacetView[] = [];
  for (const facet of response.facets) {
    const param = paramForFacet(facet.key);
    if (!param || facet.kind === 'price') continue;
    const selected = selectedValues(ctx.filters, facet.key);
    const values = facet.values
      // A value with no products left is noise, unless it is ticked (it must stay removable).
      .filter((v) => v.count > 0 || selected.includes(v.value))
      .map((v) => ({
        value: v.value,
        label: v.label,
        count: v.count,
        swatch: v.swatch ?? null,
        checked: selected.includes(v.value),
      }));
    if (values.length) facets.push({ key: facet.key, name: facet.name, kind: facet.kind, param, values });
  }
  const breadcrumb = breadcrumbFor(ctx, response);
  const categoryFacet = response.facets.find((f) => f.key === 'category');
  const canonicalPath = canonicalPathFor(ctx, response);
  const parentPath = ctx.listing === 'category' ? canonicalPath : null;
  return {
    kind: 'listing',
    listing: ctx.listing,
    title: response.title,
    description: response.description,
    breadcrumb,
    canonicalPath,
    origin: ctx.origin,
    query: ctx.listing === 'search' ? ctx.slug : null,
    correctedQuery: ctx.listing === 'search' ? (response.corrected_query ?? null) : null,
    total: response.total,
    totalText: response.total_is_estimate ? `about ${response.total.toLocaleString('en-IN')}` : String(response.total),
    items: response.items.map(toCardView),
    nextCursor: response.next_cursor,
    firstPageHref: ctx.cursor ? href(ctx.filters) : null,
    facets,
    price: {
      min: minorToRupees(ctx.filters.price_min),
      max: minorToRupees(ctx.filters.price_max),
      lowest: response.price_range ? rupeesBound(response.price_range.min, 'down') : null,
      highest: response.price_range ? rupeesBound(response.price_range.max, 'up') : null,
      currencySymbol: ctx.currencySymbol,
    },
    inStock: Boolean(ctx.filters.in_stock),
    selected: selectedByParam(ctx.filters),
    chips: chipsFromFilters(ctx.filters, response.facets, ctx.currency).map((chip) => ({ label: chip.label, href: href(chip.filters) })),
    clearHref: href({}),
    activeCount: countActiveFilters(ctx.filters),
    sort: ctx.sort,
    sortOptions: (Object.keys(SORT_LABELS) as Sort[]).map((value) => ({ value, label: SORT_LABELS[value] })),
    columns: ctx.columns,
    // A super-category lists its children's products and links each child.
    subcategories: !parentPath
      ? []
      : children
        ? children.filter((c) => c.product_count > 0).map((c) => ({ name: c.name, href: `${parentPath}/${enc(c.slug)}`, count: c.product_count }))
        : (categoryFacet?.values ?? [])
            .filter((v) => v.value !== ctx.slug && v.count > 0)
            .map((v) => ({ name: v.label, href: `${parentPath}/${enc(v.value)}`, count: v.count })),
    hidden: Object.entries(ctx.keep).map(([name, value]) => ({ name, value })),
  };
}
