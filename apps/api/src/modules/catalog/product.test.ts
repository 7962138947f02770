import type { ProductCard } from '@vitrine/contracts/catalog';
import type { ProductDetail } from '@vitrine/contracts/product';
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { adminHeaders, describeEachDatabase } from '../../test/test-app.ts';
import { FX } from './catalog-fixtures.ts';
import { useCatalogTestApp } from './catalog-test-kit.ts';

describeEachDatabase('catalog product page', (dialect) => {
  const c = useCatalogTestApp(dialect);
  const product = async (query: string, headers = {}): Promise<ProductDetail> => expectSuccess(await c.get(`/api/product/single-product/${query}`, headers));

  describe('GET /api/product/single-product/{slug}', () => {
    it('answers the product with options, variants, images, specs and its category path', async () => {
      const p = await product('fx-creme-brulee-candle');
      expect(p).toMatchObject({ id: 'fxp_00', name: 'Crème Brûlée Candle', is_published: true, rating: null, max_per_order: null, customisable: false });
      expect(p.category).toEqual({
        name: 'Fixture Lighting',
        slug: 'fx-lighting',
        path: [
          { name: 'Fixture Home', slug: 'fx-home' },
          { name: 'Fixture Lighting', slug: 'fx-lighting' },
        ],
      });
      expect(p.brand).toEqual({ name: 'Aster Fixture', slug: 'fx-aster' });
      // Options by attribute position, values by value position, only values some variant has.
      expect(p.options.map((o) => [o.attribute.code, o.attribute.display, o.values.map((v) => v.value)])).toEqual([
        ['fx-colour', 'colour', ['red', 'green']],
        ['fx-size', 'label', ['s', 'm']],
      ]);
      expect(p.options[0].values[0]).toMatchObject({ label: 'Red', swatch: '#c53030' });
      expect(p.variants).toHaveLength(4);
      expect(p.variants[0]).toMatchObject({ sku: 'FX-fxp_00-red-s', stock: 0, in_stock: false, options: { 'fx-colour': 'red', 'fx-size': 's' } });
      // The default variant is selected, and its price is the channel's.
      expect(p.selected_sku).toBe('FX-fxp_00-red-m');
      expect(p.channel).toEqual({ sku: 'FX-fxp_00-red-m', selling_price: p.variants[1].selling_price, mrp: p.variants[1].mrp, currency: 'INR' });
      expect(p.images.map((i) => i.url)).toEqual(['/media/fx/candle-1.svg', '/media/fx/candle-0.svg']);
      expect(p.images[0]).toMatchObject({ width: 800, height: 1000, alt: 'Crème Brûlée Candle' });
      expect(p.specs).toEqual([
        { name: 'Make', value: 'Brass' },
        { name: 'Burn time', value: '40 hours' },
      ]);
      expect(p.labels).toEqual([
        { name: 'Fresh', slug: 'fx-new', colour: '#123456' },
        { name: 'Markdown', slug: 'fx-sale', colour: '#123456' },
      ]);
      expect(p.tags.map((t) => t.slug).sort()).toEqual(['fx-cosy', 'fx-gift']);
      expect(p.size_chart).toBeNull();
    });

    it('sanitises the description', async () => {
      const { description } = await product('fx-creme-brulee-candle');
      expect(description).toBe('<p>Soft <b>glow</b></p>');
    });

    it('selects the variant named by ?sku=, else the default one', async () => {
      expect((await product('fx-creme-brulee-candle?sku=FX-fxp_00-green-s')).selected_sku).toBe('FX-fxp_00-green-s');
      expect((await product('fx-creme-brulee-candle?sku=FX-fxp_00-green-s')).channel.sku).toBe('FX-fxp_00-green-s');
      expect((await product('fx-creme-brulee-candle?sku=FX-fxp_01-blue-m')).selected_sku).toBe('FX-fxp_00-red-m');
      expect((await product('fx-creme-brulee-candle?sku=nope')).selected_sku).toBe('FX-fxp_00-red-m');
    });

    it('shows a size chart where the product has one', async () => {
      expect((await product('fx-oak-lamp-04')).size_chart).toBeNull();
      const textile = c.published.find((x) => x.category_id === 'fxc_textiles')!;
      expect((await product(textile.slug)).size_chart).toEqual({
        name: 'Throw sizes',
        unit: 'cm',
        columns: ['Size', 'Width'],
        rows: [
          ['S', '120'],
          ['M', '150'],
        ],
      });
    });

    it('hides an unpublished product from everyone but the owner', async () => {
      const url = `/api/product/single-product/${FX.unpublished}`;
      for (const query of ['', '?is_published=false', '?is_published=0', '?is_published=true']) {
        expectError(await c.get(`${url}${query}`), 404, 'Page Not Found', 'NOT_FOUND');
      }
      expectError(await c.get(`${url}?is_published=false`, { authorization: 'Bearer wrong-token-0123456789' }), 404);
      expectError(await c.get(`${url}/related`), 404);
      const res = await c.get(`${url}?is_published=false`, adminHeaders);
      expect(expectSuccess<ProductDetail>(res)).toMatchObject({ slug: FX.unpublished, is_published: false });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expectSuccess(await c.get(`${url}/related`, adminHeaders));
    });

    it('says whether the customisation plugin offers this product', async () => {
      const save = (body: unknown) =>
        c.t.app.inject({ method: 'PUT', url: '/api/admin/plugins/ProductCustomisation', headers: adminHeaders, payload: body as object });
      expectSuccess(await save({ is_active: true, config: { products: ['fx-creme-brulee-candle'], max_text_length: 40 } }));
      expect((await product('fx-creme-brulee-candle')).customisable).toBe(true);
      expect((await product('fx-linen-throw-01')).customisable).toBe(false);
      expectSuccess(await save({ is_active: false }));
      expect((await product('fx-creme-brulee-candle')).customisable).toBe(false);
    });

    it('answers unknown products with a 404 and bad queries with a 422', async () => {
      expectError(await c.get('/api/product/single-product/no-such-product'), 404, 'Page Not Found', 'NOT_FOUND');
      expectError(await c.get('/api/product/single-product/no-such-product/related'), 404);
      expectFieldError(await c.get('/api/product/single-product/fx-creme-brulee-candle?is_published=maybe'), 'is_published');
      expectFieldError(await c.get(`/api/product/single-product/fx-creme-brulee-candle?sku=${'x'.repeat(101)}`), 'sku');
    });
  });

  describe('GET /api/product/single-product/{slug}/related', () => {
    it('answers up to 8 products of the same category first, then of its super-category', async () => {
      const related: { items: ProductCard[] } = expectSuccess(await c.get('/api/product/single-product/fx-oak-lamp-04/related'));
      const byId = new Map(c.products.map((p) => [p.id, p]));
      const categories = related.items.map((i) => byId.get(i.id)?.category_id);
      expect(related.items).toHaveLength(8);
      expect(related.items.map((i) => i.id)).not.toContain('fxp_04');
      expect(related.items.map((i) => i.slug)).not.toContain(FX.unpublished);
      // fx-lamps has 9 other published products: all eight come from it.
      expect(new Set(categories)).toEqual(new Set(['fxc_lamps']));
      const fromTextiles: { items: ProductCard[] } = expectSuccess(await c.get('/api/product/single-product/fx-linen-throw-01/related'));
      expect(fromTextiles.items).toHaveLength(8);
    });

    it('fills up from the super-category when the category is small', async () => {
      const moved = ['fxp_02', 'fxp_05'];
      await c.t.db.kysely.updateTable('products').set({ category_id: 'fxc_home' }).where('id', 'in', moved).execute();
      try {
        // fx-home now holds two products directly: the other one comes first, its subtree supplies the rest.
        const related: { items: ProductCard[] } = expectSuccess(await c.get('/api/product/single-product/fx-brass-sconce-02/related'));
        expect(related.items).toHaveLength(8);
        expect(related.items[0].category?.slug).toBe('fx-home');
        expect(related.items[0].id).toBe('fxp_05');
        expect(related.items.slice(1).every((i) => ['fx-lighting', 'fx-lamps', 'fx-textiles'].includes(i.category?.slug ?? ''))).toBe(true);
      } finally {
        await c.t.db.kysely.updateTable('products').set({ category_id: 'fxc_textiles' }).where('id', 'in', moved).execute();
      }
    });
  });
});
