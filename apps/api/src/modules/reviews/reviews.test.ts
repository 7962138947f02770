import { AuthMessages } from '@vitrine/contracts/auth';
import { type ExperienceRating, type ItemRating, type Order, OrderMessages, type PlacedOrder, RatingMessages } from '@vitrine/contracts/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { adminHeaders, describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { confirmedOrderBody, readyCart } from '../orders/orders-test-kit.ts';

// Issue 12 ratings on both databases: the checkout experience (anyone who may see the order) and
// product reviews (a signed-in customer, for products of their delivered orders).

let waybills = 0;
const newWaybill = () => `RV-${process.pid}-${Date.now() % 100000}-${++waybills}`;

describeEachDatabase('ratings routes', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 2, 1000);
  });

  const shopper = () => new Shopper(t.app);
  async function placeOrder(who: Shopper, variant = v[0]!): Promise<PlacedOrder> {
    await readyCart(who, [[variant, 1]]);
    return expectSuccess<PlacedOrder>(await who.call('POST', '/api/checkout/place-order', await confirmedOrderBody(who)));
  }
  /** Brings an order to delivered through the owner's own moves. */
  async function deliver(orderId: string): Promise<void> {
    for (const body of [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', waybill: newWaybill(), courier: 'Local' }, { to: 'delivered' }]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: adminHeaders, payload: body });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  const productOf = (placed: PlacedOrder) => placed.order.productchannel[0]!.product.id;

  describe('POST /api/checkout/rate-experience', () => {
    it("rates a customer's own order once: a second submit is refused (409) and the first kept, and the complete page's data carries it", async () => {
      const a = shopper();
      await a.signUp();
      const { order } = await placeOrder(a);
      const complete = async () => expectSuccess<Order>(await a.call('GET', `/api/checkout/complete?order_id=${order.order_id}`));
      expect((await complete()).experience_rating).toBeNull();
      const first = await a.call('POST', '/api/checkout/rate-experience', { order_id: order.order_id, rating: 4, comment: '  Quick and easy  ' });
      expect(first.json().message).toBe(RatingMessages.experienceSaved);
      const saved = expectSuccess<ExperienceRating>(first);
      expect(saved).toMatchObject({ order_id: order.order_id, rating: 4, comment: 'Quick and easy' });
      expectError(
        await a.call('POST', '/api/checkout/rate-experience', { order_id: order.order_no, rating: 2 }),
        409,
        RatingMessages.experienceAlreadyRated,
        'CONFLICT',
      );
      const rows = await t.db.kysely.selectFrom('order_experience_ratings').selectAll().where('order_id', '=', order.order_id).execute();
      expect(rows.map((r) => [Number(r.rating), r.comment, r.customer_id])).toEqual([[4, 'Quick and easy', a.customerId]]);
      expect((await complete()).experience_rating).toEqual(saved);
    });

    it('answers two submits at once with one rating and one 409', async () => {
      const a = shopper();
      await a.signUp();
      const { order } = await placeOrder(a);
      const answers = await Promise.all([5, 1].map((rating) => a.call('POST', '/api/checkout/rate-experience', { order_id: order.order_id, rating })));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await t.db.kysely.selectFrom('order_experience_ratings').select('id').where('order_id', '=', order.order_id).execute()).toHaveLength(1);
    });

    it('refuses a rating that is not a whole number of stars from 1 to 5, and a comment too long', async () => {
      const a = shopper();
      await a.signUp();
      const { order } = await placeOrder(a);
      for (const rating of [0, 6, 3.5, '4', true, null, undefined]) {
        expectError(await a.call('POST', '/api/checkout/rate-experience', { order_id: order.order_id, rating }), 422);
      }
      expectError(await a.call('POST', '/api/checkout/rate-experience', { order_id: order.order_id, rating: 5, comment: 'x'.repeat(1001) }), 422);
      expectError(await a.call('POST', '/api/checkout/rate-experience', { rating: 5 }), 422);
      expect(await t.db.kysely.selectFrom('order_experience_ratings').select('id').where('order_id', '=', order.order_id).execute()).toEqual([]);
    });

    it("hides another customer's order, and a guest's order without its token", async () => {
      const a = shopper();
      await a.signUp();
      const { order } = await placeOrder(a);
      const b = shopper();
      await b.signUp();
      expectError(await b.call('POST', '/api/checkout/rate-experience', { order_id: order.order_id, rating: 1 }), 404, OrderMessages.notFound);

      const guest = shopper();
      const placed = await placeOrder(guest);
      const ref = { order_id: placed.order.order_id, rating: 5 };
      expectError(await shopper().call('POST', '/api/checkout/rate-experience', ref), 404, OrderMessages.notFound);
      expectError(await shopper().call('POST', '/api/checkout/rate-experience', { ...ref, token: 'x'.repeat(43) }), 404, OrderMessages.notFound);
      const rated = expectSuccess<ExperienceRating>(await shopper().call('POST', '/api/checkout/rate-experience', { ...ref, token: placed.token }));
      expect(rated).toMatchObject({ order_id: placed.order.order_id, rating: 5 });
      // The guest's complete page (the order's token) shows it after a reload.
      const complete = await shopper().call('GET', `/api/checkout/complete?order_id=${placed.order.order_id}&token=${placed.token}`);
      expect(expectSuccess<Order>(complete).experience_rating).toEqual(rated);
      expect(await t.db.kysely.selectFrom('order_experience_ratings').select('id').where('order_id', '=', order.order_id).execute()).toEqual([]);
    });
  });

  describe('POST /api/plugins/review/rate-product', () => {
    it('rates a product of a delivered order once per product, shows it on the order and updates it on a second submit', async () => {
      const a = shopper();
      await a.signUp();
      const placed = await placeOrder(a);
      await deliver(placed.order.order_id);
      const product_id = productOf(placed);
      await t.db.kysely.deleteFrom('product_reviews').where('product_id', '=', product_id).execute(); // the demo's own reviews
      const res = await a.call('POST', '/api/plugins/review/rate-product', {
        product_id,
        order_id: placed.order.order_id,
        rating: 4,
        title: '  Lovely  ',
        body: '<b>Soft</b> and warm',
      });
      expect(res.json().message).toBe(RatingMessages.reviewSaved);
      expect(expectSuccess<ItemRating>(res)).toMatchObject({ product_id, rating: 4, title: 'Lovely', body: '<b>Soft</b> and warm' });
      const seen = expectSuccess<Order>(await a.call('POST', '/api/orders/item', { order_id: placed.order.order_id }));
      expect(seen.productchannel[0]!.my_rating).toMatchObject({ rating: 4, title: 'Lovely' });
      // A guest with the order's token sees the order, not the customer's own ratings.
      const byToken = expectSuccess<Order>(await shopper().call('POST', '/api/orders/item', { order_id: placed.order.order_id, token: placed.token }));
      expect(byToken.productchannel[0]!.my_rating).toBeUndefined();

      // Without order_id the customer's delivered order is found; the second submit updates the one review.
      const again = expectSuccess<ItemRating>(await a.call('POST', '/api/plugins/review/rate-product', { product_id, rating: 2 }));
      expect(again).toMatchObject({ rating: 2, title: '', body: '' });
      const rows = await t.db.kysely.selectFrom('product_reviews').selectAll().where('customer_id', '=', a.customerId!).execute();
      expect(rows.map((r) => [r.product_id, Number(r.rating), r.status, r.order_id])).toEqual([[product_id, 2, 'published', placed.order.order_id]]);
    });

    it('refuses a product no delivered order of the customer holds', async () => {
      const a = shopper();
      await a.signUp();
      const placed = await placeOrder(a);
      const ref = { product_id: productOf(placed), order_id: placed.order.order_id, rating: 5 };
      expectError(await a.call('POST', '/api/plugins/review/rate-product', ref), 403, RatingMessages.notDelivered);
      await deliver(placed.order.order_id);
      const other = (await t.db.kysely.selectFrom('product_variants').select('product_id').where('id', '=', v[1]!.id).executeTakeFirstOrThrow()).product_id;
      if (other !== ref.product_id) {
        expectError(await a.call('POST', '/api/plugins/review/rate-product', { ...ref, product_id: other }), 403, RatingMessages.notDelivered);
      }
      expectError(await a.call('POST', '/api/plugins/review/rate-product', { ...ref, product_id: 'prd_missing' }), 403, RatingMessages.notDelivered);
      expectSuccess<ItemRating>(await a.call('POST', '/api/plugins/review/rate-product', ref));
    });

    it("refuses guests with 401 and another customer's delivered order", async () => {
      const a = shopper();
      await a.signUp();
      const placed = await placeOrder(a);
      await deliver(placed.order.order_id);
      const ref = { product_id: productOf(placed), order_id: placed.order.order_id, rating: 5 };
      expectError(await shopper().call('POST', '/api/plugins/review/rate-product', ref), 401, AuthMessages.loginRequired);
      const b = shopper();
      await b.signUp();
      expectError(await b.call('POST', '/api/plugins/review/rate-product', ref), 403, RatingMessages.notDelivered);
      expect(await t.db.kysely.selectFrom('product_reviews').select('id').where('customer_id', '=', b.customerId!).execute()).toEqual([]);
      // Without an order, any signed-in customer may review it (decisions/028): not a verified purchase.
      const own = expectSuccess<ItemRating>(await b.call('POST', '/api/plugins/review/rate-product', { ...ref, order_id: undefined }));
      expect(own).toMatchObject({ product_id: ref.product_id, rating: 5 });
    });

    it('refuses bad input with 422 and its field', async () => {
      const a = shopper();
      await a.signUp();
      const placed = await placeOrder(a);
      await deliver(placed.order.order_id);
      const ref = { product_id: productOf(placed), rating: 5 };
      const bad: Record<string, unknown>[] = [
        { ...ref, rating: 0 },
        { ...ref, rating: 6 },
        { ...ref, rating: 4.5 },
        { ...ref, rating: '5' },
        { ...ref, title: 'x'.repeat(121) },
        { ...ref, body: 'x'.repeat(2001) },
        { ...ref, product_id: '' },
        { rating: 5 },
      ];
      for (const body of bad) {
        const res = await a.call('POST', '/api/plugins/review/rate-product', body);
        expectError(res, 422);
        expect(Object.keys(res.json().data.errors)).toHaveLength(1);
      }
      expect(await t.db.kysely.selectFrom('product_reviews').select('id').where('customer_id', '=', a.customerId!).execute()).toEqual([]);
    });
  });
});
