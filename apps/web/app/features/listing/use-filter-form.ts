import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type FilterFormState, formStateToSearch, toggleListValue } from './filter-form-state';
import type { ListingView } from './listing-view';

function stateFromView(view: ListingView): FilterFormState {
  return { lists: view.selected, priceMin: view.price.min, priceMax: view.price.max, inStock: view.inStock, sort: view.sort };
}

export interface FilterForm {
  state: FilterFormState;
  toggle: (param: string, value: string) => void;
  setInStock: (inStock: boolean) => void;
  setSort: (sort: string) => void;
  /** A typed price applies once the shopper pauses (PRICE_APPLY_DELAY_MS), or at once on Enter. */
  setPrice: (bound: 'priceMin' | 'priceMax', value: string) => void;
  apply: () => void;
}

/** Long enough to type "1500" without a listing per digit, short enough to feel applied as typed. */
export const PRICE_APPLY_DELAY_MS = 800;

/**
 * The filters form with JavaScript: each change navigates at once (a new history entry, so back
 * and forward step through filter changes) to the URL the form would submit. The ticks show
 * straight away and settle to the server's state when the listing arrives.
 */
export function useFilterForm(view: ListingView): FilterForm {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState(() => stateFromView(view));
  // A new listing URL (ours, a chip, back/forward) resets the form to what the server applied.
  const listing = location.pathname + location.search;
  const [shown, setShown] = useState(listing);
  if (shown !== listing) {
    setShown(listing);
    setState(stateFromView(view));
  }
  const keep = Object.fromEntries(view.hidden.map((h) => [h.name, h.value]));
  const viewRef = useRef(view);
  viewRef.current = view;
  const pendingPrice = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelPendingPrice = () => {
    if (pendingPrice.current) clearTimeout(pendingPrice.current);
    pendingPrice.current = null;
  };
  // A price typed just before another change (a chip, back) must not navigate from a stale form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs its cleanup whenever the listing changes
  useEffect(
    () => () => {
      if (pendingPrice.current) clearTimeout(pendingPrice.current);
    },
    [listing],
  );
  // The latest change: an older navigation that ends after it must not undo its ticks.
  const latestChange = useRef(0);
  const go = (next: FilterFormState) => {
    cancelPendingPrice();
    setState(next);
    const search = formStateToSearch(next, keep);
    if (search === location.search) return;
    const change = ++latestChange.current;
    const here = () => window.location.pathname + window.location.search;
    const from = here();
    void Promise.resolve(navigate(`${location.pathname}${search}`, { preventScrollReset: true })).then(() => {
      // Still on the same listing once the navigation is over: it was held (offline:
      // network-retry-toast.tsx tells the shopper, and carries it on once the network is back)
      // or failed. The ticks go back to what the grid shows rather than claim a filter it does
      // not have. A later change, or any move to another listing, sets the ticks itself.
      if (change === latestChange.current && here() === from) setState(stateFromView(viewRef.current));
    });
  };
  return {
    state,
    toggle: (param, value) => go(toggleListValue(state, param, value)),
    setInStock: (inStock) => go({ ...state, inStock }),
    setSort: (sort) => go({ ...state, sort }),
    setPrice: (bound, value) => {
      const next = { ...state, [bound]: value };
      setState(next);
      cancelPendingPrice();
      pendingPrice.current = setTimeout(() => go(next), PRICE_APPLY_DELAY_MS);
    },
    apply: () => go(state),
  };
}
