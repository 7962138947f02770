import type { MetaDescriptor } from 'react-router';
import type { ListingLoaderData } from './listing-view';

export interface ListingSeo {
  title: string;
  description: string;
  /** The canonical path: no filters, sort or cursor; search keeps its query. */
  path: string;
  keepParams: string[];
  /** Extra tags: search results are not for search engines (noindex, but follow the products). */
  robots: MetaDescriptor[];
}

/** Title, description and canonical of a listing page, for features/seo's seoMeta. */
export function listingSeo(data: ListingLoaderData | undefined, storeName: string): ListingSeo | null {
  if (data?.kind !== 'listing') return null;
  const isSearch = data.listing === 'search';
  const name = isSearch ? (data.query ? `Search results for “${data.query}”` : 'Search') : data.title;
  const description =
    data.description?.trim() ||
    (isSearch ? `Search the products of ${storeName}.` : `Shop ${data.title} at ${storeName}: ${data.total} ${data.total === 1 ? 'product' : 'products'}.`);
  return {
    title: `${name} | ${storeName}`,
    description,
    path: data.canonicalPath,
    keepParams: isSearch ? ['q'] : [],
    robots: isSearch ? [{ name: 'robots', content: 'noindex, follow' }] : [],
  };
}
