import type { ListingResponse } from '@vitrine/contracts/listing';
import { describe, expect, it } from 'vitest';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { useCatalogTestApp } from './catalog-test-kit.ts';

// Counts and facets of listings with an attribute filter read product_attribute_values' copies of
// the product's filter columns (migration 007); the triggers must keep them true when a product
// changes, or totals would disagree with the items.
describeEachDatabase('listing filter columns', (dialect) => {
  const c = useCatalogTestApp(dialect);
  const URL = '/api/product/product-category/fx-home';
  // Totals are cached for a few seconds per filters (lib/db-cache.ts): each call asks a new price ceiling.
  let call = 0;
  const total = async (filters: Record<string, unknown>) => {
    const uncached = { price_max: 100_000_000 + call++, ...filters };
    const page: ListingResponse = expectSuccess(await c.post(URL, { filters: uncached, limit: 96 }));
    expect(page.items.length).toBe(page.total); // fewer than one page: the total must match the items
    return { total: page.total, ids: page.items.map((i) => i.id) };
  };

  describe('a listing with few matches is paged from its attribute entries', () => {
    it.each(['featured', 'newest', 'price-asc', 'price-desc', 'name', 'best-selling'])('pages every match once, in %s order', async (sort) => {
      const filters = { attributes: { 'fx-colour': ['red', 'green'] } };
      const expected = c.published.filter((p) => p.colours.includes('red') || p.colours.includes('green'));
      const ids: string[] = [];
      const prices: number[] = [];
      let cursor: string | null = null;
      do {
        const page: ListingResponse = expectSuccess(await c.post(URL, { filters, sort, limit: 4, cursor, with_facets: false }));
        ids.push(...page.items.map((i) => i.id));
        prices.push(...page.items.map((i) => i.selling_price));
        cursor = page.next_cursor;
      } while (cursor);
      expect([...ids].sort()).toEqual(expected.map((p) => p.id).sort());
      if (sort === 'price-asc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'price-desc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });
  });

  describe('a product update reaches the attribute filters', () => {
    it('follows is_published, brand and price changes', async () => {
      const product = c.published.find((p) => p.colours.includes('red') && p.brand === 'fx-aster');
      if (!product) throw new Error('fixture: a published red product of fx-aster is expected');
      const red = { attributes: { 'fx-colour': ['red'] } };
      const before = await total(red);
      expect(before.ids).toContain(product.id);
      const db = c.t.db.kysely;

      await db.updateTable('products').set({ is_published: 0 }).where('id', '=', product.id).execute();
      expect((await total(red)).total).toBe(before.total - 1);

      await db.updateTable('products').set({ is_published: 1, brand_id: 'fxb_cedar', selling_price: 123_400 }).where('id', '=', product.id).execute();
      expect((await total({ ...red, brand: ['fx-cedar'] })).ids).toContain(product.id);
      expect((await total({ ...red, brand: ['fx-aster'] })).ids).not.toContain(product.id);
      expect((await total({ ...red, price_min: 123_400, price_max: 123_400 })).ids).toEqual([product.id]);
    });

    it('counts a product holding two of the chosen values once', async () => {
      const both = c.published.filter((p) => p.colours.includes('red') && p.colours.includes('green'));
      expect(both.length).toBeGreaterThan(0);
      const { ids } = await total({ attributes: { 'fx-colour': ['red', 'green'] } });
      expect(new Set(ids).size).toBe(ids.length);
      for (const p of both) expect(ids).toContain(p.id);
    });
  });
});
