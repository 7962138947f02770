import { AuthMessages } from '@vitrine/contracts/auth';
import { type ItemRating, type PlacedOrder, RatingMessages } from '@vitrine/contracts/orders';
import { type AdminReviewPage, type ProductReviews, type ReviewFields, ReviewMessages } from '@vitrine/contracts/reviews';
import { beforeAll, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { adminHeaders, describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { confirmedOrderBody, readyCart } from '../orders/orders-test-kit.ts';

// Issue 15 reviews on both databases: the form's fields, a product's list and summary, who may
// review (verified purchase), moderation by the owner and the plugin switch (decisions/028).

let waybills = 0;
const newWaybill = () => `RW-${process.pid}-${Date.now() % 100000}-${++waybills}`;
const LIST = '/api/plugins/review/product-reviews';
const RATE = '/api/plugins/review/rate-product';

describeEachDatabase('product reviews routes', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 2, 1000);
  });

  const shopper = () => new Shopper(t.app);
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: adminHeaders, ...(payload === undefined ? {} : { payload: payload as object }) });
  const list = async (slug: string, extra: Record<string, unknown> = {}) =>
    expectSuccess<ProductReviews>(await shopper().call('POST', LIST, { product_slug: slug, ...extra }));

  /** A published product nobody has reviewed yet (the demo seeds reviews on a few). */
  async function unreviewedProduct(skip: string[] = []): Promise<{ id: string; slug: string }> {
    const row = await t.db.kysely
      .selectFrom('products')
      .select(['id', 'slug'])
      .where('is_published', '=', 1)
      .where('id', 'not in', (eb) => eb.selectFrom('product_reviews').select('product_id'))
      .where('id', 'not in', skip.length ? skip : ['-'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row;
  }
  /** Writes reviews straight into the table, from fresh customers, one minute apart (newest last). */
  async function insertReviews(productId: string, specs: { rating: number; title?: string; body?: string; status?: 'published' | 'pending' | 'rejected' }[]) {
    const base = Date.parse('2026-01-01T00:00:00Z');
    const tag = `${dialect}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    for (const [i, spec] of specs.entries()) {
      const at = new Date(base + i * 60_000).toISOString();
      const customerId = `cus_${tag}_${i}`;
      await t.db.kysely
        .insertInto('customers')
        .values({
          id: customerId,
          first_name: `Reviewer${i}`,
          last_name: 'zed',
          email: `${customerId}@example.com`,
          phone: '9000000000',
          created_at: at,
          updated_at: at,
        })
        .execute();
      await t.db.kysely
        .insertInto('product_reviews')
        .values({
          id: `rev_${tag}_${i}`,
          product_id: productId,
          customer_id: customerId,
          order_id: null,
          rating: spec.rating,
          title: spec.title ?? '',
          body: spec.body ?? '',
          status: spec.status ?? 'published',
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }
  async function placeOrder(who: Shopper, variant = v[0]!): Promise<PlacedOrder> {
    await readyCart(who, [[variant, 1]]);
    return expectSuccess<PlacedOrder>(await who.call('POST', '/api/checkout/place-order', await confirmedOrderBody(who)));
  }
  async function deliver(orderId: string): Promise<void> {
    for (const body of [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', waybill: newWaybill(), courier: 'Local' }, { to: 'delivered' }]) {
      const res = await admin('POST', `/api/admin/orders/${orderId}/status`, body);
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  async function setApproval(required: boolean, active = true): Promise<void> {
    const res = await admin('PUT', '/api/admin/plugins/Review', { is_active: active, config: { require_approval: required } });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('GET /api/plugins/review/fields lists the rating, title and body with their rules', async () => {
    const { fields } = expectSuccess<ReviewFields>(await shopper().call('GET', '/api/plugins/review/fields'));
    expect(fields).toEqual([
      { name: 'rating', label: 'Rating', type: 'rating', required: true, min: 1, max: 5 },
      { name: 'title', label: 'Title', type: 'text', required: false, max_length: 120 },
      { name: 'body', label: 'Review', type: 'textarea', required: false, max_length: 2000 },
    ]);
  });

  it("shows the demo's seeded reviews: more than a page on the cushion cover, from named customers", async () => {
    const cushion = await list('block-print-cushion-cover');
    expect(cushion).toMatchObject({ rating_count: 12, total_reviews: 12, load_more: true });
    expect(cushion.overall_rating).toBeGreaterThan(4);
    expect(cushion.reviews.data[0]).toMatchObject({ title: 'Lovely print', author: 'Asha K.', verified_purchase: false });
    expect((await list('cafe-ceramic-mug')).total_reviews).toBe(3);
  });

  it('needs a product slug (422), refuses bad paging (422) and answers 404 for an unknown product', async () => {
    for (const body of [{}, { product_slug: '' }, { product_slug: '   ' }, { product_slug: 42 }, { page: 1 }]) {
      const res = await shopper().call('POST', LIST, body);
      expectError(res, 422, ReviewMessages.slugRequired);
      expect(res.json().data.errors.product_slug).toEqual([ReviewMessages.slugRequired]);
    }
    const { slug } = await unreviewedProduct();
    for (const extra of [{ page: 0 }, { page: 'two' }, { page: 1.5 }, { perPage: 0 }]) {
      expectError(await shopper().call('POST', LIST, { product_slug: slug, ...extra }), 422);
    }
    expectError(await shopper().call('POST', LIST, { product_slug: 'no-such-product' }), 404, ReviewMessages.productNotFound);
  });

  it('pages published reviews with text 10 at a time, newest first, and sums every published rating', async () => {
    const product = await unreviewedProduct();
    const empty = await list(product.slug);
    expect(empty).toMatchObject({ rating_count: 0, total_reviews: 0, overall_rating: 0, load_more: false, reviews: { data: [], total: 0 } });

    const texts = Array.from({ length: 12 }, (_, i) => ({ rating: i < 6 ? 5 : i < 9 ? 4 : 2, title: `Title ${i}`, body: `Body ${i}` }));
    await insertReviews(product.id, [
      ...texts,
      { rating: 1 }, // stars only: counted, not listed
      { rating: 1, title: 'Hidden', status: 'rejected' },
      { rating: 3, body: 'Waiting', status: 'pending' },
    ]);
    const first = await list(product.slug);
    expect(first.reviews.data.map((r) => r.title)).toEqual([
      'Title 11',
      'Title 10',
      'Title 9',
      'Title 8',
      'Title 7',
      'Title 6',
      'Title 5',
      'Title 4',
      'Title 3',
      'Title 2',
    ]);
    expect(first.reviews).toMatchObject({ current_page: 1, per_page: 10, last_page: 2, total: 12 });
    expect(first.load_more).toBe(true);
    expect(first.rating_count).toBe(13);
    expect(first.total_reviews).toBe(12);
    // (6×5 + 3×4 + 3×2 + 1×1) / 13 = 49 / 13 = 3.77
    expect(first.overall_rating).toBe(3.8);
    expect(first.distribution).toEqual([
      { stars: 5, count: 6 },
      { stars: 4, count: 3 },
      { stars: 3, count: 0 },
      { stars: 2, count: 3 },
      { stars: 1, count: 1 },
    ]);
    const review = first.reviews.data[0]!;
    expect(review).toEqual({
      id: expect.any(String),
      rating: 2,
      title: 'Title 11',
      body: 'Body 11',
      author: 'Reviewer11 Z.',
      verified_purchase: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(JSON.stringify(first)).not.toMatch(/@example\.com|9000000000/);

    const second = await list(product.slug, { page: 2 });
    expect(second.reviews.data.map((r) => r.title)).toEqual(['Title 1', 'Title 0']);
    expect(second.load_more).toBe(false);
    expect((await list(product.slug, { page: 3 })).reviews.data).toEqual([]);
    expect((await list(product.slug, { perPage: 5, page: 3 })).reviews.data.map((r) => r.title)).toEqual(['Title 1', 'Title 0']);
  });

  it('lets a signed-in customer review any product, once (a second submit updates), marking verified purchases', async () => {
    expectError(await shopper().call('POST', RATE, { product_id: (await unreviewedProduct()).id, rating: 5 }), 401, AuthMessages.loginRequired);

    const buyer = shopper();
    await buyer.signUp();
    const placed = await placeOrder(buyer);
    await deliver(placed.order.order_id);
    const productId = placed.order.productchannel[0]!.product.id;
    const slug = placed.order.productchannel[0]!.product.slug;
    const before = await list(slug);

    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const rated = await buyer.call('POST', RATE, { product_id: productId, rating: 4, title: 'Warm', body: payload });
    expect(rated.json().message).toBe(RatingMessages.reviewSaved);
    expect(expectSuccess<ItemRating>(rated)).toMatchObject({ rating: 4, body: payload });

    const browser = shopper();
    await browser.signUp();
    expectSuccess(await browser.call('POST', RATE, { product_id: productId, rating: 2, title: 'Not for me' }));
    expectSuccess(await browser.call('POST', RATE, { product_id: productId, rating: 3, title: 'Changed my mind' }));

    const after = await list(slug);
    expect(after.rating_count).toBe(before.rating_count + 2);
    const mine = after.reviews.data.filter((r) => ['Warm', 'Changed my mind'].includes(r.title));
    expect(mine.map((r) => [r.title, r.rating, r.verified_purchase, r.author])).toEqual([
      ['Changed my mind', 3, false, 'Cart S.'],
      ['Warm', 4, true, 'Cart S.'],
    ]);
    expect(mine[1]!.body).toBe(payload); // stored and answered as plain text; the page escapes it
    const rows = await t.db.kysely.selectFrom('product_reviews').select('id').where('customer_id', '=', browser.customerId!).execute();
    expect(rows).toHaveLength(1);

    expectError(await browser.call('POST', RATE, { product_id: 'prd_missing', rating: 3 }), 404, ReviewMessages.productNotFound);
    // Naming an order still needs it to be the customer's received one.
    expectError(await browser.call('POST', RATE, { product_id: productId, order_id: placed.order.order_id, rating: 3 }), 403, RatingMessages.notDelivered);
  });

  it('holds new reviews for approval when the plugin asks, and lets the owner approve, reject and delete', async () => {
    const product = await unreviewedProduct();
    const writer = shopper();
    await writer.signUp();
    await setApproval(true);
    try {
      const res = await writer.call('POST', RATE, { product_id: product.id, rating: 5, title: 'Moderated' });
      expect(res.json().message).toBe(ReviewMessages.pending);
      expect((await list(product.slug)).rating_count).toBe(0);

      expectError(await t.app.inject({ method: 'GET', url: '/api/admin/reviews?status=pending' }), 401);
      expectError(await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: { authorization: 'Bearer wrong' } }), 401);
      const pending = expectSuccess<AdminReviewPage>(await admin('GET', '/api/admin/reviews?status=pending'));
      const queued = pending.data.find((r) => r.title === 'Moderated')!;
      expect(queued).toMatchObject({ status: 'pending', rating: 5, product: { id: product.id, slug: product.slug }, customer: { id: writer.customerId } });
      expectError(await admin('GET', '/api/admin/reviews?status=hidden'), 422);

      expectError(await t.app.inject({ method: 'POST', url: `/api/admin/reviews/${queued.id}/status`, payload: { status: 'published' } }), 401);
      expectError(await admin('POST', `/api/admin/reviews/${queued.id}/status`, { status: 'shown' }), 422);
      expectError(await admin('POST', '/api/admin/reviews/rev_missing/status', { status: 'published' }), 404, ReviewMessages.reviewNotFound);
      expectSuccess(await admin('POST', `/api/admin/reviews/${queued.id}/status`, { status: 'published' }));
      expect((await list(product.slug)).reviews.data.map((r) => r.title)).toEqual(['Moderated']);

      expectSuccess(await admin('POST', `/api/admin/reviews/${queued.id}/status`, { status: 'rejected' }));
      expect((await list(product.slug)).rating_count).toBe(0);
      // Editing a rejected review does not bring it back, even once approval is off.
      await setApproval(false);
      expectSuccess(await writer.call('POST', RATE, { product_id: product.id, rating: 4, title: 'Edited' }));
      expect((await list(product.slug)).rating_count).toBe(0);
      const rejected = expectSuccess<AdminReviewPage>(await admin('GET', '/api/admin/reviews?status=rejected'));
      expect(rejected.data.find((r) => r.id === queued.id)).toMatchObject({ title: 'Edited', status: 'rejected' });

      expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${queued.id}` }), 401);
      expectSuccess(await admin('DELETE', `/api/admin/reviews/${queued.id}`));
      expectError(await admin('DELETE', `/api/admin/reviews/${queued.id}`), 404, ReviewMessages.reviewNotFound);
      // Deleted, the customer may write afresh: published at once now.
      expect((await writer.call('POST', RATE, { product_id: product.id, rating: 4, title: 'Again' })).json().message).toBe(RatingMessages.reviewSaved);
      expect((await list(product.slug)).reviews.data.map((r) => r.title)).toEqual(['Again']);
    } finally {
      await setApproval(false);
    }
  });

  it('answers like every inactive plugin (404) while the Review plugin is off', async () => {
    const product = await unreviewedProduct();
    const writer = shopper();
    await writer.signUp();
    await setApproval(false, false);
    try {
      expectError(await shopper().call('GET', '/api/plugins/review/fields'), 404, 'Plugin not installed: Review');
      expectError(await shopper().call('POST', LIST, { product_slug: product.slug }), 404, 'Plugin not installed: Review');
      expectError(await writer.call('POST', RATE, { product_id: product.id, rating: 5 }), 404, 'Plugin not installed: Review');
    } finally {
      await setApproval(false, true);
    }
    expectSuccess(await shopper().call('GET', '/api/plugins/review/fields'));
  });
});
