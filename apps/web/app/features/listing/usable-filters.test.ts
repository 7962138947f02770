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
});
