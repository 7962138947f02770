import { MAX_FILTER_VALUES, MAX_VALUES_PER_FILTER, urlToListingQuery } from '@vitrine/contracts/listing';
import { describe, expect, it } from 'vitest';
import { usableFilters } from './usable-filters';

describe('usableFilters', () => {
  it('keeps valid filters as they are', () => {
    const filters = { brand: ['oakline'], attributes: { colour: ['red'] }, price_min: 100, price_max: 500, in_stock: true };
    expect(usableFilters(filters)).toEqual(filters);
  });

  it('drops values and attribute codes the API would refuse', () => {
    expect(usableFilters({ brand: ['oakline', 'Bad Slug!'], attributes: { colour: ['red', '!!'], 'BAD CODE': ['x'] } })).toEqual({
      brand: ['oakline'],
      attributes: { colour: ['red'] },
    });
  });

  it('swaps a reversed price range and drops out-of-range prices', () => {
    expect(usableFilters({ price_min: 500, price_max: 100 })).toEqual({ price_min: 100, price_max: 500 });
    expect(usableFilters({ price_min: 5_000_000_000 })).toEqual({});
  });

  // docs/api.md#limits: a listing page never fails on a URL over the bounds; it drops the filters of
  // the refused kind and shows the listing without them.
  it('drops filters over the bounds: every attribute past 20 codes, a list past 50 values, all past 100 in all', () => {
    const codes = Array.from({ length: 1_100 }, (_, i) => `attr.a${i}=v${i}`).join('&');
    expect(usableFilters(urlToListingQuery(new URLSearchParams(`brand=oakline&${codes}`)).filters)).toEqual({ brand: ['oakline'] });
    const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
    expect(usableFilters({ tag: values(MAX_VALUES_PER_FILTER + 1), brand: ['oakline'] })).toEqual({ brand: ['oakline'] });
    const tooMany = { brand: values(50), tag: values(50), attributes: { colour: values(MAX_FILTER_VALUES - 99) }, in_stock: true };
    expect(usableFilters(tooMany)).toEqual({});
  });
});
