import type { ListingResponse } from '@vitrine/contracts/listing';
import type { SearchSuggestion } from '@vitrine/contracts/search';
import { describe, expect, it } from 'vitest';
import { expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { countBy, passes, useCatalogTestApp } from '../catalog/catalog-test-kit.ts';

const FIXTURES_ONLY = { category: ['fx-home'] };

describeEachDatabase('search', (dialect) => {
  const c = useCatalogTestApp(dialect);
  const suggest = async (query: string, limit?: number): Promise<SearchSuggestion> =>
    expectSuccess(await c.get(`/api/search/search?query=${encodeURIComponent(query)}${limit ? `&limit=${limit}` : ''}`));
  const search = async (body: Record<string, unknown>): Promise<ListingResponse> => expectSuccess(await c.post('/api/search/search-products', body));
  const searchAll = async (body: Record<string, unknown>, limit: number) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let total = -1;
    do {
      const page: ListingResponse = await search({ ...body, limit, cursor, with_facets: false });
      ids.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
      total = page.total;
    } while (cursor && ids.length < 500);
    return { ids, total };
  };

  describe('GET /api/search/search (suggestions)', () => {
    it.each(['Crème Brûlée', 'creme brulee', 'BRÛLÉE CRÈME', 'brulee creme candle', 'crème br', 'candl'])(
      'finds the product whatever the case, accents, word order or a half-typed last word: %s',
      async (query) => {
        const { products } = await suggest(query, 10);
        expect(products.map((p) => p.slug)).toContain('fx-creme-brulee-candle');
        expect(products.find((p) => p.slug === 'fx-creme-brulee-candle')).toMatchObject({
          name: 'Crème Brûlée Candle',
          currency: 'INR',
          image: { width: 800 },
        });
      },
    );

    it('suggests categories by the start of their words, and keeps to the limit', async () => {
      // With the slugs from the top-level category down, so the link is the listing's canonical URL.
      expect((await suggest('fixture lam')).categories).toEqual([{ name: 'Fixture Lamps', slug: 'fx-lamps', path: ['fx-home', 'fx-lighting', 'fx-lamps'] }]);
      expect((await suggest('FIXTURE')).categories.map((cat) => cat.slug)).toEqual(expect.arrayContaining(['fx-home', 'fx-lighting']));
      expect((await suggest('fixture', 3)).products).toHaveLength(3);
      expect((await suggest('fixture')).products).toHaveLength(6);
      expect((await suggest('hidden lamp')).products.map((p) => p.slug)).not.toContain('fx-hidden-lamp');
      expect(await suggest('zzzqqq')).toEqual({ products: [], categories: [] });
      expect(await suggest('!!! ???')).toEqual({ products: [], categories: [] });
    });

    it('refuses a missing query or a bad limit', async () => {
      expect(expectFieldError(await c.get('/api/search/search'), 'query').length).toBeGreaterThan(0);
      expect(expectFieldError(await c.get('/api/search/search?query=%20%20'), 'query')).toEqual(['This field is required']);
      expectFieldError(await c.get('/api/search/search?query=lamp&limit=50'), 'limit');
    });
  });

  describe('POST /api/search/search-products', () => {
    it('answers a listing titled after the query', async () => {
      const page = await search({ query: 'BRÛLÉE crème' });
      expect(page).toMatchObject({ title: 'Search results for "BRÛLÉE crème"', breadcrumb: [], sort: 'featured', description: null });
      expect(page.items.map((i) => i.id)).toContain('fxp_00');
      expect(page.total).toBe(page.items.length);
    });

    it('matches every word, in any order, the last one as a prefix', async () => {
      const amberLanterns = c.published
        .filter((p) => p.name.startsWith('Amber Lantern'))
        .map((p) => p.id)
        .sort();
      for (const query of ['amber lantern', 'Lantern AMBER', 'amber lant']) {
        const { ids } = await searchAll({ query, filters: FIXTURES_ONLY }, 96);
        expect(ids.sort()).toEqual(amberLanterns);
      }
    });

    it('pages through results by relevance without duplicates or gaps', async () => {
      const { ids, total } = await searchAll({ query: 'fixture', filters: FIXTURES_ONLY }, 4);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort()).toEqual(c.published.map((p) => p.id).sort());
      expect(total).toBe(c.published.length);
    });

    it('ranks the products whose name holds the words above those that only mention them', async () => {
      // Every even fixture is made of brass; the Brass Sconces also carry the word in their name.
      const sconces = c.published.filter((p) => p.name.startsWith('Brass Sconce')).length;
      const { items } = await search({ query: 'brass', filters: FIXTURES_ONLY, limit: 96, with_facets: false });
      expect(sconces).toBeGreaterThan(1);
      expect(items.length).toBeGreaterThan(sconces);
      expect(items.slice(0, sconces).map((i) => i.name.replace(/ \d+$/, ''))).toEqual(Array(sconces).fill('Brass Sconce'));
    });

    it('applies the listing filters, facets and other sorts', async () => {
      const filters = { ...FIXTURES_ONLY, brand: ['fx-aster'], in_stock: true };
      const expected = c.published.filter((p) => passes(p, filters)).sort((a, b) => a.selling_price - b.selling_price || (a.id < b.id ? -1 : 1));
      const page = await search({ query: 'fixture', filters, sort: 'price-asc', limit: 96 });
      expect(page.items.map((i) => i.id)).toEqual(expected.map((p) => p.id));
      expect(page.facets.find((f) => f.key === 'brand')?.values.map((v) => [v.value, v.count])).toEqual(
        expect.arrayContaining(
          Object.entries(
            countBy(
              c.published.filter((p) => passes(p, filters, 'brand')),
              (p) => [p.brand],
            ),
          ),
        ),
      );
    });

    it('answers nothing for a query without words, and 422 for bad bodies', async () => {
      expect(await search({ query: '*** "" ***' })).toMatchObject({ items: [], total: 0, next_cursor: null });
      expectFieldError(await c.post('/api/search/search-products', { query: '' }), 'query');
      expectFieldError(await c.post('/api/search/search-products', {}), 'query');
      expectFieldError(await c.post('/api/search/search-products', { query: 'lamp', sort: 'relevance' }), 'sort');
      expectFieldError(await c.post('/api/search/search-products', { query: 'lamp', filters: { price_min: 9, price_max: 1 } }), 'filters.price_min');
      const first = await search({ query: 'fixture', limit: 2 });
      expectFieldError(await c.post('/api/search/search-products', { query: 'fixture', sort: 'name', cursor: first.next_cursor }), 'cursor');
    });
  });
});
