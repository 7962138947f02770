import { describe, expect, it } from 'vitest';
import { productBreadcrumb } from './breadcrumb';

describe('productBreadcrumb', () => {
  it('runs Home, the category ancestors, the category, then the product (no link)', () => {
    const crumbs = productBreadcrumb({
      name: 'Block-Print Cushion Cover',
      category: { name: 'Cushions & Throws', slug: 'cushions-throws', path: [{ name: 'Living', slug: 'living' }] },
    });
    expect(crumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Living', path: '/product-category/living' },
      { name: 'Cushions & Throws', path: '/product-category/living/cushions-throws' },
      { name: 'Block-Print Cushion Cover', path: null },
    ]);
  });

  it('does not repeat the category when its path already ends with it', () => {
    const crumbs = productBreadcrumb({
      name: 'Lamp',
      category: { name: 'Lighting', slug: 'lighting', path: [{ name: 'Lighting', slug: 'lighting' }] },
    });
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Lighting', 'Lamp']);
  });

  it('is Home then the product without a category', () => {
    expect(productBreadcrumb({ name: 'Lamp', category: null }).map((c) => c.path)).toEqual(['/', null]);
  });
});
