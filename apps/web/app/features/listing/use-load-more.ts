import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { ProductCardView } from '../../components/catalog/card-view';
import { readSavedPages, savePages } from './listing-pages-store';
import type { ListingLoaderData, ListingView } from './listing-view';
import { loadMoreHref, mergeCards } from './load-more';

const noSubscription = () => () => {};

interface MorePages {
  /** The listing URL the pages belong to. */
  listing: string;
  items: ProductCardView[];
  cursor: string | null;
  announcement: string;
}

/**
 * Load more with a fetcher against this same route (its loader answers `more=1` with the next
 * cards only); the cards are appended. A new listing URL (filters, sort, back/forward) starts
 * over; a revalidation of the same URL keeps what was loaded. The loaded pages are saved for
 * the history entry, so back from a product brings them again (listing-pages-store.ts).
 */
export function useLoadMore(view: ListingView) {
  const fetcher = useFetcher<ListingLoaderData>();
  const location = useLocation();
  const listing = location.pathname + location.search;
  const fresh = (): MorePages => ({ listing, items: [], cursor: view.nextCursor, announcement: '' });
  // False while hydrating (the server rendered the first page only), true on a client-side mount.
  const afterHydration = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [pages, setPages] = useState<MorePages>(() => {
    const saved = afterHydration ? readSavedPages(location.key, listing) : null;
    return saved ? { ...saved, announcement: '' } : fresh();
  });
  const current = pages.listing === listing ? pages : fresh();
  if (pages.listing !== listing) setPages(current);

  // Which listing the request in flight belongs to: an answer for an older listing is dropped.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== 'idle' || data?.kind !== 'more' || requested.current !== listing) return;
    requested.current = null;
    setPages((prev) => {
      const before = prev.listing === listing ? prev.items : [];
      const merged = mergeCards([...view.items, ...before], data.items);
      const added = merged.length - view.items.length - before.length;
      return {
        listing,
        items: merged.slice(view.items.length),
        cursor: data.nextCursor,
        announcement: `${added} more ${added === 1 ? 'product' : 'products'} loaded`,
      };
    });
  }, [fetcher.data, fetcher.state, listing, view.items]);

  useEffect(() => {
    if (pages.listing === listing) savePages(location.key, { listing, items: pages.items, cursor: pages.cursor });
  }, [pages, listing, location.key]);

  const loading = fetcher.state !== 'idle';
  const { cursor } = current;
  const loadMore = useCallback(() => {
    if (!cursor || loading) return;
    requested.current = listing;
    fetcher.load(loadMoreHref(location.pathname, location.search, cursor));
  }, [cursor, loading, listing, fetcher, location.pathname, location.search]);

  return {
    items: current.items.length ? [...view.items, ...current.items] : view.items,
    cursor,
    loading,
    loadMore,
    announcement: current.announcement,
  };
}
