import { describe, expect, it } from 'vitest';
import {
  canonicalSearchFromForm,
  countActiveFilters,
  listingHref,
  paramForFacet,
  selectedValues,
  toggleFilterValue,
  withInStock,
  withoutPrice,
} from './listing-params';

describe('toggleFilterValue', () => {
  it('adds and removes a brand without touching the input', () => {
    const start = { brand: ['oakline'] };
    const added = toggleFilterValue(start, 'brand', 'loomcraft');
    expect(added).toEqual({ brand: ['oakline', 'loomcraft'] });
    expect(start).toEqual({ brand: ['oakline'] });
    expect(toggleFilterValue(added, 'brand', 'oakline')).toEqual({ brand: ['loomcraft'] });
    expect(toggleFilterValue({ brand: ['oakline'] }, 'brand', 'oakline')).toEqual({});
  });

  it('handles attributes (specs and variant options) and drops empty ones', () => {
    const withColour = toggleFilterValue({}, 'attr:colour', 'red');
    expect(withColour).toEqual({ attributes: { colour: ['red'] } });
    const withSize = toggleFilterValue(withColour, 'attr:size', 'l');
    expect(withSize).toEqual({ attributes: { colour: ['red'], size: ['l'] } });
    expect(toggleFilterValue(withSize, 'attr:colour', 'red')).toEqual({ attributes: { size: ['l'] } });
    expect(toggleFilterValue({ attributes: { size: ['l'] } }, 'attr:size', 'l')).toEqual({});
    expect(withColour).toEqual({ attributes: { colour: ['red'] } });
  });

  it('ignores unknown facet keys', () => {
    expect(toggleFilterValue({ tag: ['a'] }, 'price', 'x')).toEqual({ tag: ['a'] });
  });
});

describe('facet parameters', () => {
  it('maps facet keys to URL parameters', () => {
    expect(paramForFacet('brand')).toBe('brand');
    expect(paramForFacet('attr:colour')).toBe('attr.colour');
    expect(paramForFacet('attr:')).toBeNull();
    expect(paramForFacet('price')).toBeNull();
  });

  it('reads selected values', () => {
    const filters = { label: ['sale'], attributes: { finish: ['matte'] } };
    expect(selectedValues(filters, 'label')).toEqual(['sale']);
    expect(selectedValues(filters, 'attr:finish')).toEqual(['matte']);
    expect(selectedValues(filters, 'brand')).toEqual([]);
  });
});

describe('price and stock', () => {
  it('removes the price range and toggles in-stock', () => {
    expect(withoutPrice({ price_min: 100, price_max: 500, tag: ['x'] })).toEqual({ tag: ['x'] });
    expect(withInStock({}, true)).toEqual({ in_stock: true });
    expect(withInStock({ in_stock: true, brand: ['a'] }, false)).toEqual({ brand: ['a'] });
  });

  it('counts values, the price range and in-stock once each', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ brand: ['a', 'b'], attributes: { colour: ['red'] }, price_min: 1, price_max: 2, in_stock: true })).toBe(5);
  });
});

describe('listingHref', () => {
  it('writes the contract URL shape with page-defining parameters first', () => {
    expect(listingHref('/shop-online', {}, 'featured')).toBe('/shop-online');
    expect(listingHref('/search', { brand: ['a', 'b'], price_min: 50000 }, 'price-asc', { q: 'lamp shade' })).toBe(
      '/search?q=lamp+shade&brand=a%2Cb&price=50000-&sort=price-asc',
    );
  });
});

describe('canonicalSearchFromForm', () => {
  it('leaves URLs already in the listing shape alone', () => {
    expect(canonicalSearchFromForm(new URLSearchParams('brand=a,b&sort=newest'))).toBeNull();
  });

  it('merges repeated keys and converts rupee prices to minor units', () => {
    const params = new URLSearchParams('q=sofa&brand=a&brand=b&attr.colour=red&price_min=500&price_max=2,000&in_stock=1&sort=featured');
    expect(canonicalSearchFromForm(params, ['q'])).toBe('?q=sofa&brand=a%2Cb&attr.colour=red&price=50000-200000&in_stock=1');
  });

  it('drops empty price fields', () => {
    expect(canonicalSearchFromForm(new URLSearchParams('price_min=&price_max=&sort=name'))).toBe('?sort=name');
    expect(canonicalSearchFromForm(new URLSearchParams('price_min=&price_max='))).toBe('');
  });
});
