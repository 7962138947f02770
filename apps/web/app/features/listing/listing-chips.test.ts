import type { Facet } from '@vitrine/contracts/listing';
import { describe, expect, it } from 'vitest';
import { chipsFromFilters } from './listing-chips';

const facets: Facet[] = [
  { key: 'attr:colour', name: 'Colour', kind: 'colour', values: [{ value: 'sage', label: 'Sage green', count: 3, swatch: '#9caf88' }] },
  { key: 'brand', name: 'Brand', kind: 'list', values: [{ value: 'oakline', label: 'Oakline', count: 5 }] },
];

describe('chipsFromFilters', () => {
  it('labels each value from the facets, in facet order, and removes just that value', () => {
    const chips = chipsFromFilters({ brand: ['oakline', 'gone'], attributes: { colour: ['sage'] } }, facets, 'INR');
    expect(chips.map((c) => c.label)).toEqual(['Colour: Sage green', 'Brand: Oakline', 'Brand: gone']);
    expect(chips[0]!.filters).toEqual({ brand: ['oakline', 'gone'] });
    expect(chips[1]!.filters).toEqual({ brand: ['gone'], attributes: { colour: ['sage'] } });
  });

  it('names filters the API returned no facet for', () => {
    const chips = chipsFromFilters({ tag: ['gift'], attributes: { 'pack-size': ['2'] } }, [], 'INR');
    expect(chips.map((c) => c.label)).toEqual(['Tag: gift', 'Pack size: 2']);
  });

  it('prints the price range in money and in-stock in words', () => {
    const both = chipsFromFilters({ price_min: 50000, price_max: 200000, in_stock: true }, [], 'INR');
    expect(both.map((c) => c.label)).toEqual(['Price: ₹500 – ₹2,000', 'In stock']);
    expect(both[0]!.filters).toEqual({ in_stock: true });
    expect(both[1]!.filters).toEqual({ price_min: 50000, price_max: 200000 });
    expect(chipsFromFilters({ price_min: 50000 }, [], 'INR')[0]!.label).toBe('Price: from ₹500');
    expect(chipsFromFilters({ price_max: 99950 }, [], 'INR')[0]!.label).toBe('Price: up to ₹999.50');
  });
});
