import type { ListingResponse } from '@vitrine/contracts/listing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { adminHeaders, describeEachDatabase, useTestApp } from '../../test/test-app.ts';

// One typo forgiven on both databases (docs/decisions/039): a search that finds nothing as typed
// is tried again with each unknown word corrected against the catalogue's words, and says so.

describeEachDatabase('search with a typo', (dialect) => {
  const t = useTestApp(dialect);
  const search = async (query: string, extra: Record<string, unknown> = {}): Promise<ListingResponse> =>
    expectSuccess(await t.app.inject({ method: 'POST', url: '/api/search/search-products', payload: { query, ...extra } }));

  describe('POST /api/search/search-products', () => {
    it("finds 'cushon' as 'cushion' and says what was searched", async () => {
      const exact = await search('cushion');
      expect(exact.total).toBeGreaterThan(0);
      expect(exact.corrected_query).toBeUndefined();

      const typo = await search('cushon');
      expect(typo.corrected_query).toBe('cushion');
      expect(typo.title).toBe('Search results for "cushion"');
      expect(typo.total).toBe(exact.total);
      expect(typo.items.map((i) => i.slug)).toEqual(exact.items.map((i) => i.slug));
      expect(typo.items.map((i) => i.slug)).toContain('block-print-cushion-cover');
    });

    it('corrects a swapped pair and a wrong letter in several words, keeping the words it knows', async () => {
      const typo = await search('blokc print cushoin');
      expect(typo.corrected_query).toBe('block print cushion');
      expect(typo.items.map((i) => i.slug)).toContain('block-print-cushion-cover');
    });

    it('leaves a search that finds something, short words and words too far from any as they are', async () => {
      expect((await search('cush')).corrected_query).toBeUndefined(); // a prefix still being typed
      for (const query of ['cshn', 'zqxjvw', 'csuhoin']) {
        const answer = await search(query);
        expect(answer.total, query).toBe(0);
        expect(answer.corrected_query, query).toBeUndefined();
      }
    });

    it('pages the corrected results with the cursor the first page gave', async () => {
      const first = await search('cushon', { limit: 1, with_facets: false });
      const exact = await search('cushion', { limit: 1, with_facets: false });
      expect(first.next_cursor).toBe(exact.next_cursor);
      if (!first.next_cursor) return;
      const second = await search('cushon', { limit: 1, with_facets: false, cursor: first.next_cursor });
      expect(second.corrected_query).toBe('cushion');
      expect(second.items.map((i) => i.slug)).toEqual(
        (await search('cushion', { limit: 1, with_facets: false, cursor: exact.next_cursor })).items.map((i) => i.slug),
      );
    });

    it("learns a new catalogue word once the owner's write drops the cached vocabulary", async () => {
      expect((await search('zanzibr')).total).toBe(0); // the vocabulary is read, without the word
      const product = await t.db.kysely.selectFrom('products').select('id').where('slug', '=', 'block-print-cushion-cover').executeTakeFirstOrThrow();
      await t.db.kysely.updateTable('product_search').set({ document: sql<string>`document || ' zanzibar'` }).where('product_id', '=', product.id).execute();
      const write = await t.app.inject({ method: 'PUT', url: '/api/admin/plugins/Review', headers: adminHeaders, payload: { is_active: true, config: {} } });
      expect(write.statusCode, write.body).toBe(200);
      const found = await search('zanzibr');
      expect(found.corrected_query).toBe('zanzibar');
      expect(found.items.map((i) => i.slug)).toEqual(['block-print-cushion-cover']);
    });
  });
});
