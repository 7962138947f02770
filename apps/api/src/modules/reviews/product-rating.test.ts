import type { ProductDetail } from '@vitrine/contracts/product';
import type { ProductReviews } from '@vitrine/contracts/reviews';
import { expect, it } from 'vitest';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { adminHeaders, describeEachDatabase, useTestApp } from '../../test/test-app.ts';

// The product page's rating (ProductDetail.rating) is the published reviews' mean and count, the
// same figures the reviews list sums up (decisions/028); none while the Review plugin is off.

describeEachDatabase('product rating on single-product', (dialect) => {
  const t = useTestApp(dialect);
  const product = async (slug: string): Promise<ProductDetail> =>
    expectSuccess(await t.app.inject({ method: 'GET', url: `/api/product/single-product/${slug}` }));
  const reviews = async (slug: string): Promise<ProductReviews> =>
    expectSuccess(await t.app.inject({ method: 'POST', url: '/api/plugins/review/product-reviews', payload: { product_slug: slug } }));
  const setReviewPlugin = async (active: boolean) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/plugins/Review', headers: adminHeaders, payload: { is_active: active, config: {} } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("gives the mean and count of the product's published ratings, as its reviews list does", async () => {
    const summary = await reviews('block-print-cushion-cover');
    expect(summary.rating_count).toBeGreaterThan(10);
    expect((await product('block-print-cushion-cover')).rating).toEqual({ average: summary.overall_rating, count: summary.rating_count });
  });

  it('counts published ratings only, and is null for a product nobody has rated', async () => {
    const row = await t.db.kysely
      .selectFrom('products')
      .select(['id', 'slug'])
      .where('is_published', '=', 1)
      .where('id', 'not in', (eb) => eb.selectFrom('product_reviews').select('product_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await product(row.slug)).rating).toBeNull();
    const customers = await t.db.kysely.selectFrom('customers').select('id').orderBy('id').limit(4).execute();
    expect(customers).toHaveLength(4);
    const at = new Date().toISOString();
    const ratings: [number, 'published' | 'pending' | 'rejected'][] = [
      [5, 'published'],
      [4, 'published'],
      [1, 'pending'],
      [1, 'rejected'],
    ];
    for (const [i, [rating, status]] of ratings.entries()) {
      await t.db.kysely
        .insertInto('product_reviews')
        .values({
          id: `rev_pr_${i}`,
          product_id: row.id,
          customer_id: customers[i]!.id,
          order_id: null,
          rating,
          title: '',
          body: '',
          status,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    expect((await product(row.slug)).rating).toEqual({ average: 4.5, count: 2 });
  });

  it('is null while the Review plugin is off', async () => {
    await setReviewPlugin(false);
    try {
      expect((await product('block-print-cushion-cover')).rating).toBeNull();
    } finally {
      await setReviewPlugin(true);
    }
  });
});
