import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app.ts';
import { useCatalogTestApp } from '../catalog/catalog-test-kit.ts';
import { countListing } from '../catalog/listing.repository.ts';
import { searchTerms } from '../catalog/search-terms.ts';

// A broad search's total is estimated from a sample of its matches (listing.repository.ts,
// SEARCH_COUNT_SAMPLE); the fixtures are small, so a tiny sample exercises the estimate.
describeEachDatabase('search totals', (dialect) => {
  const c = useCatalogTestApp(dialect);
  const scope = { searchTerms: searchTerms('fixture') };

  describe('countListing with search words', () => {
    it('counts exactly while the matches fit in the sample', async () => {
      const exact = await countListing(c.t.db, scope, {}, true);
      expect(exact.estimated).toBe(false);
      expect(exact.total).toBe(c.published.length);
    });

    it('reads the total under every filter and the price range without the price filter', async () => {
      const all = await countListing(c.t.db, scope, {}, true);
      const cheap = await countListing(c.t.db, scope, { price_max: 200_000 }, true);
      expect(cheap.total).toBe(c.published.filter((p) => p.selling_price <= 200_000).length);
      expect(cheap.total).toBeLessThan(all.total);
      expect(cheap.price_range).toEqual(all.price_range);
      expect((await countListing(c.t.db, scope, { price_max: 200_000 }, false)).price_range).toBeNull();
    });

    it('estimates past the sample: the share passing the filters times the index count', async () => {
      const exact = await countListing(c.t.db, scope, {}, true);
      const broad = await countListing(c.t.db, scope, {}, true, 3);
      expect(broad.estimated).toBe(true);
      if (dialect === 'sqlite') {
        // Every match is published but one: a 3-row sample of published products extrapolates to
        // FTS5's exact count of indexed matches (published or not): within one of the truth.
        expect(Math.abs(broad.total - exact.total)).toBeLessThanOrEqual(1);
      } else {
        // PostgreSQL's count of matches is the planner's estimate (no heap visits).
        expect(broad.total).toBeGreaterThan(0);
      }
      const priced = await countListing(c.t.db, scope, { price_max: 1 }, false, 3);
      expect(priced).toMatchObject({ total: 0, estimated: true });
    });
  });
});
