import { listingQueryToUrl, SORTS, urlToListingQuery } from '@vitrine/contracts/listing';
import { describe, expect, it } from 'vitest';
import { type FilterFormState, formStateToSearch, SORT_VALUES, toggleListValue } from './filter-form-state';
import { canonicalSearchFromForm } from './listing-params';

const empty: FilterFormState = { lists: {}, priceMin: '', priceMax: '', inStock: false, sort: 'featured' };

describe('filter form state', () => {
  it('ticks and unticks values in order', () => {
    const a = toggleListValue(empty, 'brand', 'oakline');
    const b = toggleListValue(a, 'brand', 'loomcraft');
    expect(b.lists.brand).toEqual(['oakline', 'loomcraft']);
    expect(toggleListValue(b, 'brand', 'oakline').lists.brand).toEqual(['loomcraft']);
    expect(empty.lists).toEqual({});
  });

  it('writes the listing URL shape, search query first', () => {
    expect(formStateToSearch(empty)).toBe('');
    const state: FilterFormState = {
      lists: { 'attr.size': ['l'], brand: ['b', 'a'], 'attr.colour': ['red'], tag: [] },
      priceMin: '500',
      priceMax: '',
      inStock: true,
      sort: 'newest',
    };
    expect(formStateToSearch(state, { q: 'lamp' })).toBe('?q=lamp&brand=b%2Ca&attr.colour=red&attr.size=l&price=50000-&in_stock=1&sort=newest');
    expect(formStateToSearch({ ...empty, sort: 'nonsense' })).toBe('');
  });

  it('keeps its sort list equal to the contract', () => {
    expect([...SORT_VALUES]).toEqual([...SORTS]);
  });

  // The browser's copy must write exactly what the contract writes (and the server canonicalises).
  it.each([
    [{ lists: { brand: ['x'], category: ['c1', 'c2'], label: ['sale'], tag: ['gift'] } }],
    [{ lists: { 'attr.material': ['oak'], 'attr.colour': ['sage', 'rust'] }, sort: 'price-desc' }],
    [{ priceMin: '1,499.50', priceMax: '3000', inStock: true, sort: 'best-selling' }],
    [{ priceMax: '250' }],
  ])('matches the contract for %j', (partial) => {
    const state = { ...empty, ...partial } as FilterFormState;
    const search = formStateToSearch(state);
    const { filters, sort } = urlToListingQuery(new URLSearchParams(search));
    expect(search.slice(1)).toBe(listingQueryToUrl(filters, sort).toString());

    const form = new URLSearchParams();
    for (const [param, values] of Object.entries(state.lists)) for (const v of values) form.append(param, v);
    form.append('price_min', state.priceMin);
    form.append('price_max', state.priceMax);
    if (state.inStock) form.append('in_stock', '1');
    form.append('sort', state.sort);
    expect(canonicalSearchFromForm(form)).toBe(search);
  });
});
