import type { SearchSuggestion } from '@vitrine/contracts/search';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@vitrine/contracts/search';
import { describe, expect, it } from 'vitest';
import { DEBOUNCE_MS, MIN_CHARS, searchPageHref, shouldSuggest, suggestionOptions, suggestionsUrl } from './suggestions';

describe('suggestions', () => {
  it('keeps the contract constants', () => {
    expect(DEBOUNCE_MS).toBe(SEARCH_DEBOUNCE_MS);
    expect(MIN_CHARS).toBe(SEARCH_MIN_CHARS);
  });

  it('asks only from the minimum length, trimmed', () => {
    expect(shouldSuggest(' a ')).toBe(false);
    expect(shouldSuggest('ab')).toBe(true);
    expect(suggestionsUrl('  brass lamp ')).toBe('/api/search/search?query=brass+lamp&limit=6');
  });

  it('links the results page', () => {
    expect(searchPageHref('  ')).toBe('/search');
    expect(searchPageHref('café & co')).toBe('/search?q=caf%C3%A9+%26+co');
  });

  it('lists products, then categories', () => {
    const suggestion: SearchSuggestion = {
      products: [{ name: 'Oak lamp', slug: 'oak-lamp', image: { url: '/m.svg', width: 8, height: 8, alt: '' }, selling_price: 100, currency: 'INR' }],
      categories: [{ name: 'Lamps & lights', slug: 'lighting', path: ['living', 'lighting'] }],
    };
    expect(suggestionOptions(suggestion).map((o) => [o.kind, o.href])).toEqual([
      ['product', '/product/oak-lamp'],
      // At the category's canonical URL (parents' slugs first), not the bare slug.
      ['category', '/product-category/living/lighting'],
    ]);
    expect(suggestionOptions(null)).toEqual([]);
  });
});
