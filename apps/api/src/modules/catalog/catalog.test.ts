import { describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

interface Card {
  id: string;
  slug: string;
  sku: string;
  selling_price: number;
  mrp: number;
  currency: string;
  category: { slug: string } | null;
  base_image: { url: string; width: number; height: number; alt: string };
}

describeEachDatabase('catalog routes', (dialect) => {
  const t = useTestApp(dialect);
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const productGrid = async (payload: unknown): Promise<Card[]> => expectSuccess(await post('/api/product/product-grid', payload));

  describe('POST /api/product/product-grid', () => {
    it('defaults to the 8 latest products, as priced cards', async () => {
      const cards = await productGrid({});
      expect(cards).toHaveLength(8);
      for (const card of cards) {
        expect(card.currency).toBe('INR');
        expect(Number.isInteger(card.selling_price) && card.mrp >= card.selling_price).toBe(true);
        expect(card.base_image.url).toMatch(/^\/media\/products\/.+\.svg$/);
      }
      const limited = await productGrid({ source: 'latest', limit: 3 });
      expect(limited.map((c) => c.id)).toEqual(cards.slice(0, 3).map((c) => c.id));
    });

    it('picks a collection by slug', async () => {
      const cards = await productGrid({ source: 'collection', items: ['best-sellers'], limit: 48 });
      expect(cards.length).toBeGreaterThan(0);
      const rows = await t.db.kysely.selectFrom('product_collections').select('product_id').where('collection_id', '=', 'col_best-sellers').execute();
      const members = new Set(rows.map((r) => r.product_id));
      for (const card of cards) expect(members.has(card.id)).toBe(true);
      expect(await productGrid({ source: 'collection', items: ['no-such-collection'] })).toEqual([]);
    });

    it('picks a category, including its sub-categories', async () => {
      const leaf = await productGrid({ source: 'category', items: ['cushions-throws'], limit: 48 });
      expect(leaf.length).toBeGreaterThan(0);
      for (const card of leaf) expect(card.category?.slug).toBe('cushions-throws');
      const parent = await productGrid({ source: 'category', items: ['living'], limit: 48 });
      expect(parent.length).toBeGreaterThan(leaf.length);
      expect(parent.map((c) => c.id)).toEqual(expect.arrayContaining(leaf.map((c) => c.id)));
    });

    it('picks products by id, in the order asked', async () => {
      const latest = await productGrid({ limit: 4 });
      const wanted = latest.map((c) => c.id).reverse();
      expect((await productGrid({ source: 'items', items: [...wanted, 'prd_missing'] })).map((c) => c.id)).toEqual(wanted);
    });

    it('refuses bad bodies with 422 field errors', async () => {
      expectFieldError(await post('/api/product/product-grid', { source: 'bestsellers' }), 'source');
      expectFieldError(await post('/api/product/product-grid', { limit: 1000 }), 'limit');
      expectFieldError(await post('/api/product/product-grid', { items: 'living' }), 'items');
      expectError(await post('/api/product/product-grid', { source: 'latest', price: 1 }), 422, undefined, 'VALIDATION_FAILED');
      expectError(await post('/api/product/product-grid', ['latest']), 422);
    });
  });

  describe('POST /api/category/category-grid', () => {
    it('lists the top-level categories with product counts', async () => {
      const cards = expectSuccess(await post('/api/category/category-grid', {}));
      expect(cards.length).toBeGreaterThan(0);
      const parents = await t.db.kysely.selectFrom('categories').select('slug').where('parent_id', 'is', null).execute();
      expect(cards).toHaveLength(Math.min(8, parents.length));
      for (const card of cards) expect(parents.map((p) => p.slug)).toContain(card.slug);
      for (const card of cards) expect(card.path).toEqual([card.slug]);
      for (const card of cards) {
        expect(card).toMatchObject({ id: expect.any(String), name: expect.any(String), product_count: expect.any(Number) });
        expect(card.product_count).toBeGreaterThan(0);
      }
    });

    it('picks categories by slug', async () => {
      const cards = expectSuccess(await post('/api/category/category-grid', { source: 'items', items: ['cushions-throws', 'nope'] }));
      expect(cards.map((c: { slug: string }) => c.slug)).toEqual(['cushions-throws']);
      // A subcategory carries its parents' slugs: its tile links to the listing's canonical URL.
      expect(cards[0].path).toEqual(['living', 'cushions-throws']);
      expect(cards[0].image).toMatchObject({ url: expect.any(String), width: 600, height: 600 });
    });

    it('refuses bad bodies with 422 field errors', async () => {
      expectFieldError(await post('/api/category/category-grid', { source: 'latest' }), 'source');
      expectFieldError(await post('/api/category/category-grid', { limit: 0 }), 'limit');
    });
  });
});
