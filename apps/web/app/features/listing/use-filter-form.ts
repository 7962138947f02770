import { useState } from 'react';
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
  /** Typing a price only changes the inputs; Apply (or Enter) navigates. */
  setPrice: (bound: 'priceMin' | 'priceMax', value: string) => void;
  apply: () => void;
}

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
  const go = (next: FilterFormState) => {
    setState(next);
    navigate(`${location.pathname}${formStateToSearch(next, keep)}`, { preventScrollReset: true });
  };
  return {
    state,
    toggle: (param, value) => go(toggleListValue(state, param, value)),
    setInStock: (inStock) => go({ ...state, inStock }),
    setSort: (sort) => go({ ...state, sort }),
    setPrice: (bound, value) => setState({ ...state, [bound]: value }),
    apply: () => go(state),
  };
}
