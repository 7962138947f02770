import { CheckoutMessages } from '@vitrine/contracts/checkout-rules';
import { CookieName } from '@vitrine/contracts/cookies';
import type { Order, OrderPage, PlacedOrder } from '@vitrine/contracts/orders';
import { OrderMessages } from '@vitrine/contracts/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { outbox } from '../auth/auth-test-kit.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { confirmedOrderBody, readyCart } from './orders-test-kit.ts';

// spec §7 Checkout and Orders on both databases: placing, the rules, stock that never goes below
// zero, one order per cart, who may see and change an order.

describeEachDatabase('orders routes', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 3, 100);
  });

  const shopper = () => new Shopper(t.app);
  const place = async (who: Shopper, body?: Record<string, unknown>) => who.call('POST', '/api/checkout/place-order', body ?? (await confirmedOrderBody(who)));
  const stockOf = async (variantId: string) =>
    Number((await t.db.kysely.selectFrom('product_variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()).stock);
  const setSettings = (values: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: t.adminHeaders, payload: values });

  describe('POST /api/checkout/place-order', () => {
    it('turns a ready cart into an order priced as the cart was, takes the stock and closes the cart', async () => {
      const guest = shopper();
      const cart = await readyCart(guest, [
        [v[0]!, 2],
        [v[1]!, 1],
      ]);
      const before = [await stockOf(v[0]!.id), await stockOf(v[1]!.id)];
      const res = await place(guest);
      const placed = expectSuccess<PlacedOrder>(res);
      expect(res.json().message).toBe(OrderMessages.placed);
      const { order } = placed;
      expect(order).toMatchObject({
        status: 'placed',
        payment_method: 'cod',
        payment_status: 'pending',
        customer_id: null,
        phone: '9876543210',
        total_quantity: 3,
      });
      expect(order.order_no).toMatch(/^V[A-HJ-NP-Z2-9]{7}$/);
      expect(order.totals).toEqual(cart.totals);
      expect(order.totals.sub_total).toBe(v[0]!.selling_price * 2 + v[1]!.selling_price);
      expect(order.productchannel.map((i) => [i.product_id, i.quantity, i.unit_price])).toEqual([
        [v[0]!.id, 2, v[0]!.selling_price],
        [v[1]!.id, 1, v[1]!.selling_price],
      ]);
      expect(order.history.map((h) => h.status)).toEqual(['placed']);
      expect(placed.next).toEqual({ type: 'complete', url: `/checkout-complete?order_id=${order.order_id}&token=${placed.token}&type=cod` });
      expect([await stockOf(v[0]!.id), await stockOf(v[1]!.id)]).toEqual([before[0]! - 2, before[1]! - 1]);
      expect(guest.jar.has(CookieName.cartSession)).toBe(false);
      expect((await guest.call('GET', '/api/cart/get')).json().data.items).toEqual([]);

      // The complete page: with the token, or not at all.
      const query = `order_id=${order.order_id}&token=${placed.token}&type=cod`;
      expect(expectSuccess<Order>(await shopper().call('GET', `/api/checkout/complete?${query}`)).order_no).toBe(order.order_no);
      expectError(await shopper().call('GET', `/api/checkout/complete?order_id=${order.order_id}`), 404, OrderMessages.notFound);
      expectError(await shopper().call('GET', `/api/checkout/complete?order_id=${order.order_id}&token=${'x'.repeat(32)}`), 404, OrderMessages.notFound);
      expect(expectSuccess<Order>(await shopper().call('POST', '/api/orders/item', { order_id: order.order_no, token: placed.token })).order_id).toBe(
        order.order_id,
      );

      // The order's message, by mail and SMS (the built-in providers keep them in the dev outbox).
      const subjects = async () => (await outbox(t.app, `channel=mail&to=${encodeURIComponent('buyer@example.com')}&limit=100`)).map((m) => m.subject);
      await expect.poll(subjects).toContain(`Vitrine Home & Living: order ${order.order_no} placed`);
      const texts = async () =>
        (await outbox(t.app, 'channel=sms&to=9876543210&limit=100')).some((m) => m.body.includes(order.order_no) && m.body.includes(placed.token));
      await expect.poll(texts).toBe(true);
    });

    it('refuses with the spec §5 messages, in order, and changes nothing', async () => {
      const guest = shopper();
      expectError(await place(guest), 422, CheckoutMessages.cartEmpty);
      await guest.call('POST', '/api/cart/add-item', { product_id: v[0]!.id });
      expectError(await place(guest), 422, CheckoutMessages.phoneEmpty);
      await guest.call('PUT', '/api/cart/update-contact', { phone: '9876543210' });
      expectError(await place(guest), 422, CheckoutMessages.shippingAddressEmpty);
      await readyCart(guest, []);
      // No method offered at all (the owner switched them off): nothing to preselect.
      const switchMethods = async (is_active: boolean) => {
        for (const id of ['shp_standard', 'shp_express']) {
          expectSuccess(await t.app.inject({ method: 'PUT', url: `/api/admin/shipping-methods/${id}`, headers: t.adminHeaders, payload: { is_active } }));
        }
      };
      await switchMethods(false);
      try {
        expectError(await place(guest), 422, CheckoutMessages.shippingMethodEmpty);
      } finally {
        await switchMethods(true);
      }
      await guest.call('PUT', '/api/cart/update', { payment_method: null });
      expectError(await place(guest), 422, CheckoutMessages.paymentMethodEmpty);
      await guest.call('PUT', '/api/cart/update', { payment_method: 'cod' });
      expectError(await place(guest, await confirmedOrderBody(guest, { accept_tnc: undefined })), 422, CheckoutMessages.tncRequired);
      expectError(await place(guest, await confirmedOrderBody(guest, { accept_tnc: 'maybe' })), 422);
      expect((await guest.call('GET', '/api/cart/get')).json().data.total_quantity).toBe(1);
    });

    it('asks for an account when guest checkout is off', async () => {
      const guest = shopper();
      await readyCart(guest, [[v[0]!, 1]]);
      expect((await setSettings({ enable_guest_checkout: false })).statusCode).toBe(200);
      try {
        expectError(await place(guest), 422, CheckoutMessages.customerEmpty);
      } finally {
        await setSettings({ enable_guest_checkout: true });
      }
    });

    it('spends the coupon with the order', async () => {
      const guest = shopper();
      const qty = Math.ceil(99900 / v[2]!.selling_price);
      await readyCart(guest, [[v[2]!, qty]]);
      await guest.call('POST', '/api/cart/coupons/apply', { coupon: 'WELCOME10' });
      const { order } = expectSuccess<PlacedOrder>(await place(guest));
      expect(order.coupon).toEqual({ code: 'WELCOME10', discount: order.totals.discount });
      expect(order.totals.discount).toBe(Math.min(Math.floor((v[2]!.selling_price * qty) / 10), 50000));
      const uses = await t.db.kysely.selectFrom('coupon_redemptions').select('cart_id').where('coupon_id', '=', 'cpn_welcome10').execute();
      expect(uses).toHaveLength(1);
    });

    it('makes one order of a cart submitted 20 times at once', async () => {
      const guest = shopper();
      await readyCart(guest, [[v[1]!, 3]]);
      const before = await stockOf(v[1]!.id);
      const answers = await Promise.all(Array.from({ length: 20 }, () => place(guest)));
      const ids = new Set(answers.map((res) => expectSuccess<PlacedOrder>(res).order.order_id));
      expect(ids.size).toBe(1);
      expect(await stockOf(v[1]!.id)).toBe(before - 3);
      const [id] = [...ids];
      const cartId = (await t.db.kysely.selectFrom('orders').select('cart_id').where('id', '=', id!).executeTakeFirstOrThrow()).cart_id;
      expect(await t.db.kysely.selectFrom('orders').select('id').where('cart_id', '=', cartId).execute()).toHaveLength(1);
    });

    it('sells the last unit once: of 50 buyers at the same moment one gets it, the rest are told it is out of stock (20 rounds)', async () => {
      const last = (await pickVariants(t.db, 4, 100))[3];
      const name = (await t.db.kysely.selectFrom('products').select('name').where('id', '=', last!.product_id).executeTakeFirstOrThrow()).name;
      const buyers = Array.from({ length: 50 }, () => shopper());
      for (const buyer of buyers) await readyCart(buyer, [[last!, 1]]);
      let replace: number | null = null;
      for (let round = 0; round < 20; round++) {
        await t.db.kysely.updateTable('product_variants').set({ stock: 1 }).where('id', '=', last!.id).execute();
        // The losers' carts are untouched; last round's winner is replaced by a new buyer.
        if (replace !== null) {
          buyers[replace] = shopper();
          await readyCart(buyers[replace]!, [[last!, 1]]);
        }
        const answers = await Promise.all(buyers.map((buyer) => place(buyer)));
        const won = answers.flatMap((res, i) => (res.statusCode === 200 ? [i] : []));
        expect(won, `round ${round}`).toHaveLength(1);
        for (const res of answers.filter((r) => r.statusCode !== 200)) expectError(res, 422, OrderMessages.outOfStock(name));
        expect(await stockOf(last!.id)).toBe(0);
        replace = won[0]!;
      }
      expect(await t.db.kysely.selectFrom('order_items').select('id').where('variant_id', '=', last!.id).execute()).toHaveLength(20);
    }, 120_000);
  });

  describe('orders of a customer', () => {
    it("lists a customer's own orders and hides them from everyone else", async () => {
      const a = shopper();
      await a.signUp();
      await readyCart(a, [[v[0]!, 1]]);
      const first = expectSuccess<PlacedOrder>(await place(a)).order;
      await readyCart(a, [[v[1]!, 2]]);
      const second = expectSuccess<PlacedOrder>(await place(a)).order;
      const page = expectSuccess<OrderPage>(await a.call('GET', '/api/orders/get'));
      expect(page).toMatchObject({ page: 1, per_page: 10, total: 2, has_more: false });
      expect(page.orders.map((o) => o.order_id)).toEqual([second.order_id, first.order_id]);
      expect(page.orders[0]).toMatchObject({ total_quantity: 2, status: 'placed', status_label: 'Placed' });
      expect(expectSuccess<Order>(await a.call('POST', '/api/orders/item', { order_id: first.order_id })).order_no).toBe(first.order_no);

      const b = shopper();
      await b.signUp();
      expect(expectSuccess<OrderPage>(await b.call('GET', '/api/orders/get')).orders).toEqual([]);
      expectError(await b.call('POST', '/api/orders/item', { order_id: first.order_id }), 404, OrderMessages.notFound);
      expectError(await b.call('PUT', '/api/orders/cancel', { order_id: first.order_id }), 404, OrderMessages.notFound);
      expectError(await b.call('POST', '/api/orders/refund/request', { order_id: first.order_id }), 404, OrderMessages.notFound);
      expectError(await shopper().call('GET', '/api/orders/get'), 401);
      expectError(await a.call('GET', '/api/orders/get?page=0'), 422);
      expectError(await a.call('POST', '/api/orders/item', {}), 422);
    });
  });

  describe('PUT /api/orders/cancel and POST /api/orders/refund/request', () => {
    it('cancels before shipping and puts the stock back once, however many cancels arrive', async () => {
      const guest = shopper();
      await readyCart(guest, [[v[2]!, 4]]);
      const before = await stockOf(v[2]!.id);
      const placed = expectSuccess<PlacedOrder>(await place(guest));
      expect(await stockOf(v[2]!.id)).toBe(before - 4);
      const ref = { order_id: placed.order.order_id, token: placed.token, reason: 'Ordered by mistake' };
      const answers = await Promise.all(Array.from({ length: 10 }, () => guest.call('PUT', '/api/orders/cancel', ref)));
      const done = answers.filter((res) => res.statusCode === 200);
      expect(done).toHaveLength(1);
      for (const res of answers.filter((r) => r.statusCode !== 200)) expectError(res, 422, OrderMessages.cannotCancel);
      const order = expectSuccess<Order>(done[0]!);
      expect(order).toMatchObject({ status: 'cancelled', status_label: 'Cancelled', can_cancel: false });
      expect(order.history.map((h) => [h.status, h.note])).toEqual([
        ['placed', null],
        ['cancelled', 'Ordered by mistake'],
      ]);
      expect(await stockOf(v[2]!.id)).toBe(before);
      expectError(await guest.call('POST', '/api/orders/refund/request', ref), 422, OrderMessages.cannotRefund);
    });

    it('refuses when the shop turned cancelling off', async () => {
      const guest = shopper();
      await readyCart(guest, [[v[0]!, 1]]);
      const placed = expectSuccess<PlacedOrder>(await place(guest));
      await setSettings({ enable_cancel_order: false });
      try {
        expect(placed.order.can_cancel).toBe(true);
        expectError(await guest.call('PUT', '/api/orders/cancel', { order_id: placed.order.order_id, token: placed.token }), 403, OrderMessages.cancelDisabled);
      } finally {
        await setSettings({ enable_cancel_order: true });
      }
    });
  });

  describe('PUT /api/plugins/{plugin}/track-purchase', () => {
    it("marks the purchase once per order and plugin, for the order's owner only", async () => {
      const guest = shopper();
      await readyCart(guest, [[v[0]!, 1]]);
      const placed = expectSuccess<PlacedOrder>(await place(guest));
      const ref = { order_id: placed.order.order_id, token: placed.token };
      expectError(await guest.call('PUT', '/api/plugins/GoogleGtag/track-purchase', ref), 404);
      const plugin = (is_active: boolean) =>
        t.app.inject({ method: 'PUT', url: '/api/admin/plugins/GoogleGtag', headers: t.adminHeaders, payload: { is_active } });
      expect((await plugin(true)).statusCode).toBe(200);
      try {
        const answers = await Promise.all(Array.from({ length: 5 }, () => guest.call('PUT', '/api/plugins/GoogleGtag/track-purchase', ref)));
        const firsts = answers.map((res) => expectSuccess<{ first: boolean; order: Order }>(res)).filter((d) => d.first);
        expect(firsts).toHaveLength(1);
        expect(firsts[0]!.order).toMatchObject({ google_gtag_event_tracked: true, facebook_pixel_event_tracked: false });
        expectError(await shopper().call('PUT', '/api/plugins/GoogleGtag/track-purchase', { order_id: ref.order_id }), 404, OrderMessages.notFound);
      } finally {
        await plugin(false);
      }
    });
  });
});
