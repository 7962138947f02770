import type { ProductCard } from '@vitrine/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { SUBTREES, useCatalogTestApp } from './catalog-test-kit.ts';

interface TreeNode {
  id: string;
  slug: string;
  name: string;
  product_count: number;
  children: TreeNode[];
}

describeEachDatabase('catalog categories, tags and grids', (dialect) => {
  const c = useCatalogTestApp(dialect);
  const countIn = (slug: string) => c.published.filter((p) => SUBTREES[slug].includes(p.category_id)).length;

  describe('GET /api/category/all', () => {
    it('answers the tree, each category counting its descendants’ published products', async () => {
      const tree: TreeNode[] = expectSuccess(await c.get('/api/category/all'));
      const home = tree.find((n) => n.slug === 'fx-home')!;
      expect(home).toMatchObject({ id: 'fxc_home', name: 'Fixture Home', product_count: countIn('fx-home') });
      expect(home.children.map((n) => n.slug)).toEqual(['fx-lighting', 'fx-textiles']);
      const lighting = home.children[0];
      expect(lighting.product_count).toBe(countIn('fx-lighting'));
      expect(lighting.children).toMatchObject([{ slug: 'fx-lamps', product_count: countIn('fx-lamps'), children: [] }]);
      // Every root of the tree is a top-level category of the database.
      const roots = await c.t.db.kysely.selectFrom('categories').select('slug').where('parent_id', 'is', null).execute();
      expect(tree.map((n) => n.slug).sort()).toEqual(roots.map((r) => r.slug).sort());
    });

    it('answers the subtree of category_id (an id or a slug)', async () => {
      const byId: TreeNode[] = expectSuccess(await c.get('/api/category/all?category_id=fxc_lighting'));
      expect(byId.map((n) => n.slug)).toEqual(['fx-lighting']);
      expect(byId[0].children.map((n) => n.slug)).toEqual(['fx-lamps']);
      expect(expectSuccess(await c.get('/api/category/all?category_id=fx-lighting'))).toEqual(byId);
      expectError(await c.get('/api/category/all?category_id=nowhere'), 404, 'Page Not Found', 'NOT_FOUND');
      expectFieldError(await c.get(`/api/category/all?category_id=${'x'.repeat(201)}`), 'category_id');
    });
  });

  describe('GET /api/tag/all', () => {
    it('answers the tags with published product counts', async () => {
      const tags: { name: string; slug: string; product_count: number }[] = expectSuccess(await c.get('/api/tag/all'));
      const cosy = tags.find((t) => t.slug === 'fx-cosy');
      expect(cosy).toEqual({ name: 'Cosy', slug: 'fx-cosy', product_count: c.published.filter((p) => p.tags.includes('fx-cosy')).length });
      // fxp_30 (unpublished) has no tags, so count every published gift.
      expect(tags.find((t) => t.slug === 'fx-gift')?.product_count).toBe(c.published.filter((p) => p.tags.includes('fx-gift')).length);
      // Ordered by name (in the database's collation).
      expect(tags.findIndex((t) => t.slug === 'fx-cosy')).toBeLessThan(tags.findIndex((t) => t.slug === 'fx-gift'));
    });
  });

  describe('POST /api/product/product-grid with items', () => {
    it('accepts product slugs as well as ids, in the order asked', async () => {
      const items = ['fx-linen-throw-01', 'fxp_00', 'fx-hidden-lamp', 'fx-oak-lamp-04', 'missing'];
      const cards: ProductCard[] = expectSuccess(await c.post('/api/product/product-grid', { source: 'items', items }));
      expect(cards.map((card) => card.id)).toEqual(['fxp_01', 'fxp_00', 'fxp_04']);
    });
  });
});
