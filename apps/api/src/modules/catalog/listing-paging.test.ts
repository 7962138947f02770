import { type ListingFilters, type ListingResponse, SORTS, type Sort } from '@vitrine/contracts/listing';
import { describe, expect, it } from 'vitest';
import { expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { passes, SUBTREES, useCatalogTestApp } from './catalog-test-kit.ts';

// Each sort's documented order (ties broken by id in the sort's direction), read directly.
const ORDER: Record<Sort, [string, 'asc' | 'desc'][]> = {
  featured: [
    ['featured_rank', 'desc'],
    ['sales_count', 'desc'],
    ['id', 'desc'],
  ],
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  'price-asc': [
    ['selling_price', 'asc'],
    ['id', 'asc'],
  ],
  'price-desc': [
    ['selling_price', 'desc'],
    ['id', 'desc'],
  ],
  name: [
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  'best-selling': [
    ['sales_count', 'desc'],
    ['id', 'desc'],
  ],
};

describeEachDatabase('catalog listing sorts and keyset paging', (dialect) => {
  const c = useCatalogTestApp(dialect);
  const url = '/api/product/product-category/fx-home';
  const page = async (body: Record<string, unknown>): Promise<ListingResponse> => expectSuccess(await c.post(url, body));

  /** Reads every page; checks that each page but the last is full and totals agree. */
  async function readAll(body: Record<string, unknown>, limit: number) {
    const items: ListingResponse['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: ListingResponse = await page({ ...body, limit, cursor, with_facets: pages === 0 });
      if (pages > 0) expect(answer.facets).toEqual([]);
      if (answer.next_cursor) expect(answer.items).toHaveLength(limit);
      items.push(...answer.items);
      cursor = answer.next_cursor;
      pages++;
      expect(pages).toBeLessThan(50);
      if (!cursor) expect(items.length).toBe(answer.total);
    } while (cursor);
    return items;
  }

  async function expectedOrder(sort: Sort, ids: string[]): Promise<string[]> {
    let q = c.t.db.kysely.selectFrom('products').select('id').where('id', 'in', ids);
    for (const [column, dir] of ORDER[sort]) q = q.orderBy(column as 'id', dir);
    return (await q.execute()).map((r) => r.id);
  }

  it.each(SORTS)('pages through every product sorted by %s, without duplicates or gaps', async (sort) => {
    const items = await readAll({ sort }, 7);
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(c.published.map((p) => p.id).sort());
    expect(ids).toEqual(await expectedOrder(sort, ids));
    if (sort === 'price-asc' || sort === 'price-desc') {
      const prices = items.map((i) => i.selling_price);
      expect(prices).toEqual([...prices].sort((a, b) => (sort === 'price-asc' ? a - b : b - a)));
    }
  });

  it('pages a filtered listing to its end, in any page size', async () => {
    const filters: ListingFilters = { category: ['fx-lighting', 'fx-textiles'], attributes: { 'fx-size': ['m'] }, price_min: 200_000 };
    const expected = c.published.filter((p) => passes(p, filters)).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(5);
    for (const limit of [1, 4, 96]) {
      const ids = (await readAll({ filters, sort: 'newest' }, limit)).map((i) => i.id);
      expect(ids).toEqual(await expectedOrder('newest', expected));
    }
  });

  // By price, an attribute-filtered listing of the fixtures' size is paged by sorting the
  // attribute's index entries, which carry the price (the merged page of larger listings is
  // tested in merged-price-page.test.ts). A product holding two of the chosen colours has two
  // entries and must still appear once.
  const byPrice: [string, ListingFilters][] = [
    ['two colours and two brands', { brand: ['fx-aster', 'fx-birch'], attributes: { 'fx-colour': ['red', 'blue'] } }],
    ['one colour in a chosen sub-category', { category: ['fx-lighting'], attributes: { 'fx-colour': ['green'] } }],
    ['three colours and three brands', { brand: ['fx-aster', 'fx-birch', 'fx-cedar'], attributes: { 'fx-colour': ['red', 'blue', 'green'] } }],
  ];
  describe.each(['price-asc', 'price-desc'] as const)('by %s, filtered by an attribute', (sort) => {
    it.each(byPrice)('pages %s to its end, without duplicates', async (_, filters) => {
      const expected = c.published.filter((p) => passes(p, filters)).map((p) => p.id);
      expect(expected.length).toBeGreaterThan(5);
      for (const limit of [1, 3, 96]) {
        const ids = (await readAll({ filters, sort }, limit)).map((i) => i.id);
        expect(ids).toEqual(await expectedOrder(sort, expected));
      }
    });
  });

  it('ends with a null cursor and a short page', async () => {
    const total = c.published.filter((p) => SUBTREES['fx-lamps'].includes(p.category_id)).length;
    const first = expectSuccess<ListingResponse>(await c.post('/api/product/product-category/fx-lamps', { limit: total - 1 }));
    expect(first.next_cursor).not.toBeNull();
    const last = expectSuccess<ListingResponse>(await c.post('/api/product/product-category/fx-lamps', { limit: total - 1, cursor: first.next_cursor }));
    expect(last.items).toHaveLength(1);
    expect(last.next_cursor).toBeNull();
    const exact = expectSuccess<ListingResponse>(await c.post('/api/product/product-category/fx-lamps', { limit: total }));
    expect(exact.next_cursor).toBeNull();
  });

  describe('cursors', () => {
    it('refuses a cursor made for another sort, or tampered with', async () => {
      const first = await page({ sort: 'price-asc', limit: 3 });
      expectFieldError(await c.post(url, { sort: 'name', cursor: first.next_cursor }), 'cursor');
      const tampered = Buffer.from(JSON.stringify(['price-asc', ['cheap'], 'x'])).toString('base64url');
      expectFieldError(await c.post(url, { sort: 'price-asc', cursor: tampered }), 'cursor');
      expectFieldError(await c.post(url, { sort: 'price-asc', cursor: 'x'.repeat(501) }), 'cursor');
      const fractional = Buffer.from(JSON.stringify(['price-asc', [1.5], 'x'])).toString('base64url');
      expectFieldError(await c.post(url, { sort: 'price-asc', cursor: fractional }), 'cursor');
    });

    it('keeps the same next page whatever the facets', async () => {
      const a = await page({ sort: 'best-selling', limit: 5 });
      const b = await page({ sort: 'best-selling', limit: 5, with_facets: false });
      expect(b.next_cursor).toBe(a.next_cursor);
      expect(b.items).toEqual(a.items);
    });
  });
});
