import { DEFAULT_SORT, SORTS } from '@vitrine/contracts/listing-constants';
import { rupeesToMinor } from './price-input';

// The filters form in the browser: what is ticked and typed, and the listing URL it leads to.
// Zod-free on purpose (contracts/listing.ts imports zod, so only its zod-free constants module is
// imported here); filter-form-state.test.ts checks that
// it writes exactly what the contract's listingQueryToUrl writes, so the two cannot drift.

export const SORT_VALUES = SORTS;
const DEFAULT_SORT_VALUE = DEFAULT_SORT;
const LIST_PARAMS = ['brand', 'category', 'label', 'tag'];

export interface FilterFormState {
  /** URL parameter ('brand', 'attr.colour') -> ticked values, in the order they were ticked. */
  lists: Record<string, string[]>;
  /** Rupees, as typed. */
  priceMin: string;
  priceMax: string;
  inStock: boolean;
  sort: string;
}

export function toggleListValue(state: FilterFormState, param: string, value: string): FilterFormState {
  const current = state.lists[param] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, lists: { ...state.lists, [param]: next } };
}

/** The listing's query string for this form state ('' when nothing is applied), `keep` first. */
export function formStateToSearch(state: FilterFormState, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  const nonEmpty = (param: string) => (state.lists[param] ?? []).filter(Boolean);
  for (const param of LIST_PARAMS) if (nonEmpty(param).length) params.set(param, nonEmpty(param).join(','));
  const attributes = Object.keys(state.lists)
    .filter((param) => param.startsWith('attr.') && param.length > 5)
    .sort();
  for (const param of attributes) if (nonEmpty(param).length) params.set(param, nonEmpty(param).join(','));
  const min = rupeesToMinor(state.priceMin);
  const max = rupeesToMinor(state.priceMax);
  if (min !== undefined || max !== undefined) params.set('price', `${min ?? ''}-${max ?? ''}`);
  if (state.inStock) params.set('in_stock', '1');
  if (state.sort !== DEFAULT_SORT_VALUE && (SORT_VALUES as readonly string[]).includes(state.sort)) params.set('sort', state.sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}
