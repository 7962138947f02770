import type { MetaDescriptor } from 'react-router';
import type { ListingLoaderData, ListingView } from './listing-view';

export interface ListingSeo {
  title: string;
  description: string;
  /** The canonical path: no filters, sort or cursor; search keeps its query. */
  path: string;
  keepParams: string[];
  /** Extra tags: search results are not for search engines (noindex, but follow the products). */
  robots: MetaDescriptor[];
}

/**
 * The description of the canonical (unfiltered) page. With filters applied the total counts the
 * filtered products only, so the count is left out rather than describe another page (issue 13).
 */
function defaultDescription(data: ListingView, storeName: string): string {
  if (data.listing === 'search') return `Search the products of ${storeName}.`;
  const count = data.activeCount > 0 ? null : `${data.total} ${data.total === 1 ? 'product' : 'products'}`;
  // The whole shop's title is 'Shop': "Shop Shop at …" read badly.
  if (data.listing === 'shop') return count ? `Shop all ${count} at ${storeName}.` : `Shop all products at ${storeName}.`;
  return count ? `Shop ${data.title} at ${storeName}: ${count}.` : `Shop ${data.title} at ${storeName}.`;
}

/** Title, description and canonical of a listing page, for features/seo's seoMeta. */
export function listingSeo(data: ListingLoaderData | undefined, storeName: string): ListingSeo | null {
  if (data?.kind !== 'listing') return null;
  const isSearch = data.listing === 'search';
  const name = isSearch ? (data.query ? `Search results for “${data.query}”` : 'Search') : data.title;
  const description = data.description?.trim() || defaultDescription(data, storeName);
  return {
    title: `${name} | ${storeName}`,
    description,
    path: data.canonicalPath,
    keepParams: isSearch ? ['q'] : [],
    robots: isSearch ? [{ name: 'robots', content: 'noindex, follow' }] : [],
  };
}
