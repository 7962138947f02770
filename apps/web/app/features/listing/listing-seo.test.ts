import { describe, expect, it } from 'vitest';
import { listingSeo } from './listing-seo';
import type { ListingView } from './listing-view';

// Issue 13: shop-all read "Shop Shop at …", and a filtered listing's description counted the
// filtered products while its canonical is the unfiltered page.

const view = (overrides: Partial<ListingView>): ListingView =>
  ({
    kind: 'listing',
    listing: 'category',
    title: 'Cookware',
    description: null,
    canonicalPath: '/product-category/kitchen/cookware',
    query: null,
    total: 12,
    activeCount: 0,
    ...overrides,
  }) as ListingView;

describe('listing descriptions', () => {
  it('names the whole shop once on shop-all', () => {
    const seo = listingSeo(view({ listing: 'shop', title: 'Shop', canonicalPath: '/shop-online', total: 120 }), 'Vitrine');
    expect(seo?.description).toBe('Shop all 120 products at Vitrine.');
    expect(seo?.description).not.toMatch(/Shop Shop/);
  });

  it('never counts the filtered products: the canonical is the unfiltered page, whose total it does not know', () => {
    const unfiltered = listingSeo(view({ total: 12 }), 'Vitrine');
    const filtered = listingSeo(view({ total: 3, activeCount: 2 }), 'Vitrine');
    expect(unfiltered?.description).toBe('Shop Cookware at Vitrine: 12 products.');
    expect(filtered?.path).toBe(unfiltered?.path);
    expect(filtered?.description).toBe('Shop Cookware at Vitrine.');
    expect(filtered?.description).not.toContain('3 products');
  });

  it("keeps the owner's own description", () => {
    expect(listingSeo(view({ description: ' Pans and pots. ', activeCount: 1 }), 'Vitrine')?.description).toBe('Pans and pots.');
  });
});
