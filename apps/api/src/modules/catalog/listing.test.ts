import type { Facet, ListingFilters, ListingResponse } from '@vitrine/contracts/listing';
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { countBy, passes, SUBTREES, useCatalogTestApp } from './catalog-test-kit.ts';

describeEachDatabase('catalog listings', (dialect) => {
  const c = useCatalogTestApp(dialect);
  const listing = async (url: string, body: unknown = {}): Promise<ListingResponse> => expectSuccess(await c.post(url, body));
  /** Every item of a listing, read page by page. */
  const allIds = async (url: string, body: Record<string, unknown>) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ListingResponse = await listing(url, { ...body, limit: 96, cursor, with_facets: false });
      ids.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
    } while (cursor);
    return ids;
  };
  const facet = (facets: Facet[], key: string) => Object.fromEntries(facets.find((f) => f.key === key)?.values.map((v) => [v.value, v.count]) ?? []);

  describe('POST /api/product/product-category/{slug}', () => {
    it('lists a super-category with its descendants, as cards with facets', async () => {
      const page = await listing('/api/product/product-category/fx-home');
      expect(page).toMatchObject({ title: 'Fixture Home', description: 'All about Fixture Home', sort: 'featured', total: c.published.length });
      expect(page.breadcrumb).toEqual([{ name: 'Fixture Home', slug: 'fx-home' }]);
      expect(page.items).toHaveLength(24);
      expect(page.next_cursor).toEqual(expect.any(String));
      expect(page.items[0]).toMatchObject({ currency: 'INR', base_image: { width: 800, height: 800 }, category: { slug: expect.stringMatching(/^fx-/) } });
      const prices = c.published.map((p) => p.selling_price);
      expect(page.price_range).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
      expect(page.facets.map((f) => f.key)).toEqual(['category', 'brand', 'attr:fx-colour', 'attr:fx-size', 'attr:fx-material', 'label', 'tag']);
      expect(facet(page.facets, 'category')).toEqual(
        countBy(c.published, (p) => [{ fxc_lighting: 'fx-lighting', fxc_lamps: 'fx-lamps', fxc_textiles: 'fx-textiles' }[p.category_id]!]),
      );
    });

    it('lists a deeper category with its breadcrumb, never the unpublished product', async () => {
      const page = await listing('/api/product/product-category/fx-lamps', { limit: 96 });
      expect(page.breadcrumb.map((b) => b.slug)).toEqual(['fx-home', 'fx-lighting', 'fx-lamps']);
      expect(page.items.map((i) => i.id).sort()).toEqual(
        c.published
          .filter((p) => p.category_id === 'fxc_lamps')
          .map((p) => p.id)
          .sort(),
      );
      expect(page.items.map((i) => i.slug)).not.toContain('fx-hidden-lamp');
      expect((await listing('/api/product/product-category/fx-lighting')).total).toBe(
        c.published.filter((p) => SUBTREES['fx-lighting'].includes(p.category_id)).length,
      );
    });

    it.each<[string, ListingFilters]>([
      ['brands, a colour and a price range', { brand: ['fx-aster', 'fx-birch'], attributes: { 'fx-colour': ['red'] }, price_min: 300_000, price_max: 900_000 }],
      ['a sub-category, a label and stock', { category: ['fx-lighting'], label: ['fx-new'], in_stock: true }],
      ['tags, a size and a material', { tag: ['fx-cosy', 'fx-gift'], attributes: { 'fx-size': ['s'], 'fx-material': ['cotton'] } }],
      ['colours and sizes together', { attributes: { 'fx-colour': ['green', 'blue'], 'fx-size': ['l'] }, label: ['fx-sale', 'fx-new'] }],
      ['an unknown brand', { brand: ['fx-nobody'] }],
      ['an unknown category', { category: ['nowhere'] }],
    ])('combines filters: %s', async (_, filters) => {
      const expected = c.published
        .filter((p) => passes(p, filters))
        .map((p) => p.id)
        .sort();
      const ids = await allIds('/api/product/product-category/fx-home', { filters });
      expect(ids.sort()).toEqual(expected);
      expect((await listing('/api/product/product-category/fx-home', { filters, with_facets: false })).total).toBe(expected.length);
    });

    it('counts each facet under the other filters (standard faceting)', async () => {
      const filters: ListingFilters = { brand: ['fx-aster'], attributes: { 'fx-colour': ['red'] }, price_max: 1_000_000 };
      const page = await listing('/api/product/product-category/fx-home', { filters });
      const under = (kind?: Parameters<typeof passes>[2]) => c.published.filter((p) => passes(p, filters, kind));
      expect(page.total).toBe(under().length);
      expect(facet(page.facets, 'brand')).toEqual(countBy(under('brand'), (p) => [p.brand]));
      expect(facet(page.facets, 'attr:fx-colour')).toEqual(countBy(under('attr:fx-colour'), (p) => p.colours));
      expect(facet(page.facets, 'attr:fx-size')).toEqual(countBy(under(), (p) => p.sizes));
      expect(facet(page.facets, 'tag')).toEqual(countBy(under(), (p) => p.tags));
      const unpriced = under('price').map((p) => p.selling_price);
      expect(page.price_range).toEqual({ min: Math.min(...unpriced), max: Math.max(...unpriced) });
      const colour = page.facets.find((f) => f.key === 'attr:fx-colour')!;
      expect(colour).toMatchObject({ name: 'Shade', kind: 'colour' });
      // Values follow their position (red 1, blue 2, green 3), not insertion or count order.
      expect(colour.values.map((v) => v.value)).toEqual(['red', 'blue', 'green'].filter((v) => v in facet(page.facets, 'attr:fx-colour')));
      expect(colour.values.find((v) => v.value === 'red')?.swatch).toBe('#c53030');
      const unfiltered = await listing('/api/product/product-category/fx-home');
      expect(unfiltered.facets.find((f) => f.key === 'attr:fx-size')?.values.map((v) => v.label)).toEqual(['Small', 'Medium', 'Large']);
    });
  });

  describe('collections and shop-all', () => {
    it('lists a collection', async () => {
      const page = await listing('/api/product/product-collection/fx-edit', { limit: 96 });
      expect(page).toMatchObject({ title: 'Fixture Edit', description: 'Hand-picked fixtures', breadcrumb: [] });
      expect(page.items.map((i) => i.id).sort()).toEqual(
        c.published
          .filter((p) => p.in_collection)
          .map((p) => p.id)
          .sort(),
      );
      expect(page.total).toBe(page.items.length);
    });

    it('lists the whole shop, or a category of it', async () => {
      const all = await listing('/api/shop/all', { with_facets: false });
      const row = await c.t.db.kysely
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_published', '=', 1)
        .executeTakeFirstOrThrow();
      expect(all).toMatchObject({ title: 'Shop', breadcrumb: [], total: Number(row.n), facets: [] });
      const shopLighting = await listing('/api/shop/fx-lighting');
      const category = await listing('/api/product/product-category/fx-lighting');
      expect(shopLighting).toEqual(category);
    });
  });

  describe('the whole shop narrowed by join-table filters alone', () => {
    it('matches a direct computation, with facets', async () => {
      // fx labels, tags and attributes belong to fixture products only, so the answer is known.
      const filters: ListingFilters = { label: ['fx-new', 'fx-sale'], tag: ['fx-cosy'], attributes: { 'fx-size': ['s', 'm'] }, price_max: 1_200_000 };
      const under = (kind?: Parameters<typeof passes>[2]) => c.published.filter((p) => passes(p, filters, kind));
      expect((await allIds('/api/shop/all', { filters })).sort()).toEqual(
        under()
          .map((p) => p.id)
          .sort(),
      );
      const page = await listing('/api/shop/all', { filters, sort: 'price-desc' });
      expect(page.total).toBe(under().length);
      expect(facet(page.facets, 'label')).toEqual(countBy(under('label'), (p) => p.labels));
      expect(facet(page.facets, 'tag')).toEqual(countBy(under('tag'), (p) => p.tags));
      expect(facet(page.facets, 'attr:fx-size')).toEqual(countBy(under('attr:fx-size'), (p) => p.sizes));
      expect(facet(page.facets, 'brand')).toEqual(countBy(under(), (p) => [p.brand]));
    });
  });

  describe('GET /api/product/filters/all/{slug}', () => {
    it('answers the facets of a listing without its items', async () => {
      const page = await listing('/api/product/product-category/fx-home');
      const filters = expectSuccess(await c.get('/api/product/filters/all/fx-home'));
      expect(filters).toEqual({ facets: page.facets, price_range: page.price_range, total: page.total });
      const collection = expectSuccess(await c.get('/api/product/filters/all/fx-edit?type=collection'));
      expect(collection.total).toBe(c.published.filter((p) => p.in_collection).length);
      expect(expectSuccess(await c.get('/api/product/filters/all/all?type=shop')).total).toBeGreaterThanOrEqual(c.published.length);
      expect(expectSuccess(await c.get('/api/product/filters/all/all?type=search&query=fixture')).total).toBe(c.published.length);
    });

    it("answers the shop-wide filters for 'all' without a type, as the shop listing does", async () => {
      const shop = await listing('/api/shop/all');
      const filters = expectSuccess(await c.get('/api/product/filters/all/all'));
      expect(filters).toEqual({ facets: shop.facets, price_range: shop.price_range, total: shop.total });
    });

    it('takes the current filters in the listing URL form', async () => {
      const filters: ListingFilters = { brand: ['fx-aster'], attributes: { 'fx-size': ['s'] } };
      const answer = expectSuccess(await c.get('/api/product/filters/all/fx-home?brand=fx-aster&attr.fx-size=s'));
      expect(answer.total).toBe(c.published.filter((p) => passes(p, filters)).length);
      expect(facet(answer.facets, 'attr:fx-colour')).toEqual(
        countBy(
          c.published.filter((p) => passes(p, filters)),
          (p) => p.colours,
        ),
      );
      expectFieldError(await c.get('/api/product/filters/all/fx-home?brand=Not%20A%20Slug'), 'brand.0');
      expectFieldError(await c.get('/api/product/filters/all/x?type=search'), 'query');
      expectFieldError(await c.get('/api/product/filters/all/fx-home?type=brand'), 'type');
      expectError(await c.get('/api/product/filters/all/nowhere'), 404, 'Page Not Found', 'NOT_FOUND');
    });
  });

  describe('errors', () => {
    it('answers unknown slugs with a 404 envelope', async () => {
      for (const url of ['/api/product/product-category/nowhere', '/api/product/product-collection/nowhere', '/api/shop/nowhere']) {
        expectError(await c.post(url, {}), 404, 'Page Not Found', 'NOT_FOUND');
      }
    });

    it('refuses malformed bodies with 422 field errors', async () => {
      const url = '/api/product/product-category/fx-home';
      expectFieldError(await c.post(url, { filters: { price_min: 500, price_max: 100 } }), 'filters.price_min');
      expectFieldError(await c.post(url, { sort: 'cheapest' }), 'sort');
      expectFieldError(await c.post(url, { filters: 'red' }), 'filters');
      expectFieldError(await c.post(url, { filters: { attributes: { 'fx-colour': ['Dark Red'] } } }), 'filters.attributes.fx-colour.0');
      expectFieldError(await c.post(url, { filters: { attributes: { 'Bad Code': ['red'] } } }), 'filters.attributes.Bad Code');
      expectFieldError(await c.post(url, { filters: { brand: 'fx-aster' } }), 'filters.brand');
      expectFieldError(await c.post(url, { filters: { price_min: -1 } }), 'filters.price_min');
      expectFieldError(await c.post(url, { limit: 500 }), 'limit');
      expectFieldError(await c.post(url, { cursor: 'not-a-cursor' }), 'cursor');
      expectError(await c.post(url, { filters: { colour: ['red'] } }), 422, undefined, 'VALIDATION_FAILED');
      expectError(await c.post(url, { page: 2 }), 422, undefined, 'VALIDATION_FAILED');
    });
  });
});
