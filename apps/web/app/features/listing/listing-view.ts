import type { Sort } from '@vitrine/contracts/listing';
import type { ProductCardView } from '../../components/catalog/card-view';
import type { GridColumns } from './grid-columns';

// What a listing loader hands the screen: everything computed on the server, links included,
// so the browser needs no listing rules (and no zod) to render, filter, sort or page.

export type ListingKind = 'category' | 'collection' | 'shop' | 'search';

export interface Crumb {
  name: string;
  /** null for the current page (the last crumb). */
  path: string | null;
}

export interface FacetValueView {
  value: string;
  label: string;
  count: number;
  swatch: string | null;
  checked: boolean;
}

export interface FacetView {
  key: string;
  name: string;
  kind: 'list' | 'colour';
  /** The form/URL parameter its checkboxes carry (brand, attr.colour). */
  param: string;
  values: FacetValueView[];
}

export interface PriceFilterView {
  /** Rupees, as typed into the inputs. */
  min: string;
  max: string;
  /** Whole rupees: the cheapest and dearest product of the listing, as placeholders. */
  lowest: number | null;
  highest: number | null;
  currencySymbol: string;
}

export interface ListingView {
  kind: 'listing';
  listing: ListingKind;
  title: string;
  description: string | null;
  breadcrumb: Crumb[];
  /** Path (and page-defining query) without filters, sort or cursor: the canonical URL. */
  canonicalPath: string;
  /** The shop's origin, for absolute URLs (canonical, JSON-LD). */
  origin: string;
  /** The search query (search results only). */
  query: string | null;
  /** The words searched instead when the query found nothing as typed (one typo per word forgiven). */
  correctedQuery: string | null;
  total: number;
  /** "about 15,450" for a broad search whose total was estimated. */
  totalText: string;
  items: ProductCardView[];
  nextCursor: string | null;
  /** Set when this page starts past the first (a no-JavaScript "Load more"). */
  firstPageHref: string | null;
  facets: FacetView[];
  price: PriceFilterView;
  inStock: boolean;
  /** URL parameter ('brand', 'attr.colour') -> applied values, in URL order (the form's start state). */
  selected: Record<string, string[]>;
  chips: { label: string; href: string }[];
  clearHref: string;
  activeCount: number;
  sort: Sort;
  sortOptions: { value: Sort; label: string }[];
  columns: GridColumns;
  /** A super-category's subcategories, as links. */
  subcategories: { name: string; href: string; count: number }[];
  /** Hidden inputs of the no-JavaScript filters form (the search query). */
  hidden: { name: string; value: string }[];
}

/** A load-more answer: the next cards only. */
export interface ListingMore {
  kind: 'more';
  items: ProductCardView[];
  nextCursor: string | null;
}

export type ListingLoaderData = ListingView | ListingMore;
