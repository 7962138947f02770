import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ProductCard } from '../../components/catalog/product-card';
import { Button, buttonClass } from '../../components/ui/button';
import type { GridColumns } from './grid-columns';
import type { ListingView } from './listing-view';
import { loadMoreFields } from './load-more';
import { useLoadMore } from './use-load-more';

/** The results' id: the filters' skip link leads here. */
export const RESULTS_ID = 'listing-results';

/** Cards in the first row or two load at once (the likely LCP); the rest lazily. */
const EAGER_CARDS = 4;

interface ListingResultsProps {
  view: ListingView;
  columns: GridColumns;
  busy: boolean;
}

/** The product grid, its empty state, and paging: a "Load more" button plus infinite scroll. */
export function ListingResults({ view, columns, busy }: ListingResultsProps) {
  const location = useLocation();
  const { items, cursor, loading, loadMore, announcement } = useLoadMore(view);
  const sentinel = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  // After "Load more", the focus goes to the first card it brought (the button may be gone, and
  // the next Tab should reach the new cards). Infinite scroll never moves the focus.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    grid.current?.children[from]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [items.length]);
  // A new listing (a filter, back) forgets a request that brought nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the listing's data changes
  useEffect(() => {
    focusFrom.current = null;
  }, [view]);

  // Infinite scroll: nearing the end loads the next page; the button stays for keyboards and
  // screen readers. A fresh observer per page reports at once if the end is still in view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !cursor || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [cursor, loadMore]);

  return (
    <div id={RESULTS_ID} tabIndex={-1} className="listing__results" aria-busy={busy || undefined} data-busy={busy || undefined}>
      {items.length === 0 ? (
        <EmptyState view={view} />
      ) : (
        <ul className="listing-grid" data-columns={columns} ref={grid}>
          {items.map((product, i) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                eager={i < EAGER_CARDS && !view.firstPageHref}
                // The first card's image is the listing's LCP on a first page (issue 14).
                priority={i === 0 && !view.firstPageHref}
                titleAs="h2"
              />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className="listing__sentinel" aria-hidden="true" />
      {items.length > 0 ? (
        <p className="listing__progress">{`Showing ${items.length} of ${view.totalText} ${view.total === 1 ? 'product' : 'products'}`}</p>
      ) : null}
      {cursor ? (
        // A real form, so "Load more" also works without JavaScript (it opens the next page).
        <form
          className="listing__more"
          method="get"
          action={location.pathname}
          onSubmit={(event) => {
            event.preventDefault();
            focusFrom.current = items.length;
            loadMore();
          }}
        >
          {loadMoreFields(location.search, cursor).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" variant="secondary" aria-disabled={loading || undefined} data-loading={loading || undefined}>
            Load more
          </Button>
        </form>
      ) : null}
      {view.firstPageHref ? (
        <p className="listing__first-page">
          <Link to={view.firstPageHref}>Back to the first products</Link>
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function EmptyState({ view }: { view: ListingView }) {
  if (view.activeCount > 0) {
    return (
      <div className="listing__empty">
        <h2 className="listing__empty-title">No products match these filters</h2>
        <Link to={view.clearHref} className={buttonClass('primary')} preventScrollReset>
          Clear all
        </Link>
      </div>
    );
  }
  return (
    <div className="listing__empty">
      <h2 className="listing__empty-title">
        {view.listing === 'search' ? (view.query ? `No products match “${view.query}”` : 'What are you looking for?') : 'No products here yet'}
      </h2>
      {view.listing === 'search' && !view.query ? null : (
        <Link to="/shop-online" className={buttonClass('primary')}>
          Browse all products
        </Link>
      )}
    </div>
  );
}
