import type { ListingResponse } from '@vitrine/contracts/listing';
import { describe, expect, it } from 'vitest';
import { buildListingView, type ListingContext } from './build-listing-view';
import { listingSeo } from './listing-seo';

const response: ListingResponse = {
  title: 'Living',
  description: 'Lamps and throws.',
  breadcrumb: [{ name: 'Living', slug: 'living' }],
  items: [],
  total: 12,
  next_cursor: 'c2',
  facets: [
    {
      key: 'category',
      name: 'Category',
      kind: 'list',
      values: [
        { value: 'lighting', label: 'Lighting', count: 7 },
        { value: 'bedding', label: 'Bedding', count: 5 },
      ],
    },
    {
      key: 'brand',
      name: 'Brand',
      kind: 'list',
      values: [
        { value: 'oakline', label: 'Oakline', count: 4 },
        { value: 'gone', label: 'Gone', count: 0 },
      ],
    },
    { key: 'attr:colour', name: 'Colour', kind: 'colour', values: [{ value: 'sage', label: 'Sage', count: 3, swatch: '#9caf88' }] },
    { key: 'price', name: 'Price', kind: 'price', values: [] },
  ],
  price_range: { min: 49950, max: 389900 },
  sort: 'featured',
};

const ctx: ListingContext = {
  listing: 'category',
  slug: 'living',
  pathname: '/product-category/living',
  keep: {},
  filters: { brand: ['oakline'], attributes: { colour: ['sage'] }, price_min: 50000 },
  sort: 'price-asc',
  cursor: null,
  columns: 3,
  currency: 'INR',
  currencySymbol: '₹',
  origin: 'https://shop.example',
};

describe('buildListingView', () => {
  const view = buildListingView(ctx, response);

  it('writes an exact total as is and an estimated one as "about"', () => {
    expect(view.totalText).toBe('12');
    expect(buildListingView(ctx, { ...response, total: 15450, total_is_estimate: true }).totalText).toBe('about 15,450');
  });

  it('keeps list and colour facets with their URL parameters and ticks', () => {
    expect(view.facets.map((f) => [f.key, f.param])).toEqual([
      ['category', 'category'],
      ['brand', 'brand'],
      ['attr:colour', 'attr.colour'],
    ]);
    expect(view.facets[1]!.values.map((v) => [v.value, v.checked])).toEqual([['oakline', true]]);
    expect(view.facets[2]!.values[0]).toMatchObject({ swatch: '#9caf88', checked: true });
    expect(view.selected).toEqual({ brand: ['oakline'], 'attr.colour': ['sage'] });
  });

  it('links chips, Clear all (keeping the sort) and the canonical path', () => {
    expect(view.chips).toEqual([
      { label: 'Brand: Oakline', href: '/product-category/living?attr.colour=sage&price=50000-&sort=price-asc' },
      { label: 'Colour: Sage', href: '/product-category/living?brand=oakline&price=50000-&sort=price-asc' },
      { label: 'Price: from ₹500', href: '/product-category/living?brand=oakline&attr.colour=sage&sort=price-asc' },
    ]);
    expect(view.clearHref).toBe('/product-category/living?sort=price-asc');
    expect(view.activeCount).toBe(3);
    expect(view.canonicalPath).toBe('/product-category/living');
    expect(view.breadcrumb).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Living', path: null },
    ]);
  });

  it('shows prices in rupees and lists a super-category’s subcategories', () => {
    expect(view.price).toMatchObject({ min: '500', max: '', lowest: 499, highest: 3899 });
    expect(view.subcategories).toEqual([
      { name: 'Lighting', href: '/product-category/living/lighting', count: 7 },
      { name: 'Bedding', href: '/product-category/living/bedding', count: 5 },
    ]);
    expect(view.sortOptions.map((o) => o.label)).toEqual(['Featured', 'Newest', 'Price: low to high', 'Price: high to low', 'Name', 'Best selling']);
  });

  it('prefers the category tree’s children, in its order, without empty ones', () => {
    const withTree = buildListingView(ctx, response, [
      { name: 'Bedding', slug: 'bedding', product_count: 4 },
      { name: 'Empty', slug: 'empty', product_count: 0 },
      { name: 'Lighting', slug: 'lighting', product_count: 7 },
    ]);
    expect(withTree.subcategories.map((s) => s.name)).toEqual(['Bedding', 'Lighting']);
  });

  it('nests a subcategory under its parents and keeps the search query everywhere', () => {
    const child = buildListingView(
      { ...ctx, slug: 'lighting', pathname: '/product-category/lighting', filters: {} },
      {
        ...response,
        title: 'Lighting',
        breadcrumb: [
          { name: 'Living', slug: 'living' },
          { name: 'Lighting', slug: 'lighting' },
        ],
      },
    );
    expect(child.breadcrumb.map((c) => c.path)).toEqual(['/', '/product-category/living', null]);
    expect(child.canonicalPath).toBe('/product-category/living/lighting');

    const search = buildListingView(
      { ...ctx, listing: 'search', slug: 'oak lamp', pathname: '/search', keep: { q: 'oak lamp' }, filters: { tag: ['gift'] } },
      response,
    );
    expect(search.clearHref).toBe('/search?q=oak+lamp&sort=price-asc');
    expect(search.canonicalPath).toBe('/search?q=oak+lamp');
    expect(search.hidden).toEqual([{ name: 'q', value: 'oak lamp' }]);
    expect(search.subcategories).toEqual([]);
    expect(listingSeo(search, 'Vitrine')).toMatchObject({
      title: 'Search results for “oak lamp” | Vitrine',
      keepParams: ['q'],
      robots: [{ name: 'robots', content: 'noindex, follow' }],
    });
    expect(listingSeo(view, 'Vitrine')).toMatchObject({ title: 'Living | Vitrine', description: 'Lamps and throws.', robots: [] });
  });

  it('names the words searched instead of a query that found nothing as typed', () => {
    const searchCtx: ListingContext = { ...ctx, listing: 'search', slug: 'cushon', pathname: '/search', keep: { q: 'cushon' } };
    const corrected = buildListingView(searchCtx, { ...response, corrected_query: 'cushion' });
    expect(corrected).toMatchObject({ query: 'cushon', correctedQuery: 'cushion' });
    expect(corrected.hidden).toEqual([{ name: 'q', value: 'cushon' }]);
    expect(buildListingView(searchCtx, response).correctedQuery).toBeNull();
    expect(buildListingView(ctx, { ...response, corrected_query: 'cushion' }).correctedQuery).toBeNull();
  });
});
