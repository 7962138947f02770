import { type Cart, CartMessages, MAX_CART_LINES } from '@vitrine/contracts/cart';
import { CartInputMessages } from '@vitrine/contracts/cart-inputs';
import { CookieName } from '@vitrine/contracts/cookies';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { addItem as add, cartOf, pickVariants, Shopper, type TestVariant } from './cart-test-kit.ts';

// spec §7 Cart rows against the demo store, on both databases. Totals are checked against a sum
// worked out here from the catalog rows, not against the server's own arithmetic.

const expectedSubTotal = (lines: [TestVariant, number][]) => lines.reduce((sum, [v, qty]) => sum + v.selling_price * qty, 0);

describeEachDatabase('cart routes', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];

  beforeAll(async () => {
    v = await pickVariants(t.db, 4);
  });

  const shopper = () => new Shopper(t.app);

  describe('GET /api/cart/get', () => {
    it('answers a new guest the empty cart without making one or setting a cookie', async () => {
      const guest = shopper();
      const res = await guest.call('GET', '/api/cart/get');
      const cart = expectSuccess<Cart>(res);
      expect(cart).toMatchObject({ session_id: null, items: [], total_quantity: 0, grand_total: { amount: 0, currency: 'INR' } });
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('POST /api/cart/add-item', () => {
    it('makes the cart on the first item, sets the httpOnly cart cookie and prices it from the catalog', async () => {
      const guest = shopper();
      const res = await add(guest, v[0]!, 2, { selling_price: 1, price: 1 });
      const cart = expectSuccess<Cart>(res);
      expect(res.json().message).toBe(CartMessages.added);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toContain(`${CookieName.cartSession}=`);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(decodeURIComponent(guest.jar.get(CookieName.cartSession)!)).toBe(JSON.stringify({ api_cart: true, cart_session: cart.session_id }));
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({
        product_id: v[0]!.id,
        quantity_in_display_unit: 2,
        previous_price: null,
        out_of_stock: false,
        additonal_data: null,
      });
      expect(cart.total_quantity).toBe(2);
      expect(cart.totals.sub_total).toBe(expectedSubTotal([[v[0]!, 2]]));
      expect(cart.grand_total.amount).toBe(cart.totals.sub_total);
      expect(cart.cart_payment_methods.length).toBeGreaterThan(0);
    });

    it('adds up quantities of one line and keeps other variants on lines of their own', async () => {
      const guest = shopper();
      await add(guest, v[0]!, 1);
      await add(guest, v[0]!, 3);
      const cart = expectSuccess<Cart>(await add(guest, v[1]!, 2));
      expect(cart.items.map((i) => [i.product_id, i.quantity_in_display_unit])).toEqual([
        [v[0]!.id, 4],
        [v[1]!.id, 2],
      ]);
      expect(cart.totals.sub_total).toBe(
        expectedSubTotal([
          [v[0]!, 4],
          [v[1]!, 2],
        ]),
      );
      expect(cart.total_quantity).toBe(6);
    });

    it('takes a product id or slug and adds its default variant', async () => {
      const guest = shopper();
      expect(expectSuccess<Cart>(await add(guest, v[2]!.product_id)).items[0]?.product_id).toBe(v[2]!.id);
      expect(expectSuccess<Cart>(await add(guest, v[2]!.slug)).items[0]?.quantity_in_display_unit).toBe(2);
    });

    it.each([0, -1, 1.5, 1e9, 'abc', '', null, true, [1], { n: 1 }])('refuses the quantity %j with 422 and changes nothing', async (quantity) => {
      const guest = shopper();
      await add(guest, v[0]!, 1);
      expectError(await add(guest, v[0]!, quantity as never), 422, CartInputMessages.quantity);
      expect((await cartOf(guest)).total_quantity).toBe(1);
    });

    it('reads a quantity of "2" sent by a form', async () => {
      expect(expectSuccess<Cart>(await add(shopper(), v[0]!, '2')).total_quantity).toBe(2);
    });

    it('refuses unknown and unpublished products with 404, and a sold-out variant with 422', async () => {
      const guest = shopper();
      expectError(await add(guest, 'no-such-product'), 404, CartMessages.productNotFound);
      const draft = await t.db.kysely
        .selectFrom('product_variants')
        .innerJoin('products', 'products.id', 'product_variants.product_id')
        .select('product_variants.id')
        .where('products.is_published', '=', 0)
        .executeTakeFirstOrThrow();
      expectError(await add(guest, draft.id), 404, CartMessages.productNotFound);
      const soldOut = await t.db.kysely
        .selectFrom('product_variants')
        .innerJoin('products', 'products.id', 'product_variants.product_id')
        .select('product_variants.id')
        .where('products.is_published', '=', 1)
        .where('product_variants.stock', '=', 0)
        .executeTakeFirstOrThrow();
      expectError(await add(guest, soldOut.id), 422, CartMessages.soldOut);
      expect(guest.jar.has(CookieName.cartSession)).toBe(false);
    });

    it('caps a line at the stock and says how many are left', async () => {
      const [few] = await pickVariants(t.db, 1, 3);
      const guest = shopper();
      await add(guest, few!, 2);
      const res = await add(guest, few!, 5);
      expect(expectSuccess<Cart>(res).items[0]?.quantity_in_display_unit).toBe(3);
      expect(res.json().message).toBe(CartMessages.onlyLeft(3));
      expectError(await add(guest, few!, 1), 422, CartMessages.onlyLeft(3));
      await pickVariants(t.db, 1);
    });

    it('honours a per-product limit', async () => {
      await t.db.kysely.updateTable('products').set({ max_per_order: 2 }).where('id', '=', v[3]!.product_id).execute();
      const guest = shopper();
      await add(guest, v[3]!, 2);
      expectError(await add(guest, v[3]!, 1), 422, CartMessages.perOrderLimit(2));
      await t.db.kysely.updateTable('products').set({ max_per_order: null }).where('id', '=', v[3]!.product_id).execute();
    });

    it('keeps personalisation with its line: other text is another line', async () => {
      const guest = shopper();
      await add(guest, v[0]!, 1, { additonal_data: { custom_text: 'For Asha' } });
      await add(guest, v[0]!, 1, { additonal_data: { custom_text: 'For Ravi' } });
      const cart = expectSuccess<Cart>(await add(guest, v[0]!, 1, { additonal_data: { custom_text: 'For Asha' } }));
      expect(cart.items.map((i) => [i.additonal_data?.custom_text, i.quantity_in_display_unit])).toEqual([
        ['For Asha', 2],
        ['For Ravi', 1],
      ]);
    });

    it('refuses a picture that was never uploaded here', async () => {
      const res = await add(shopper(), v[0]!, 1, { additonal_data: { image_path: '/media/uploads/customisation/0123456789abcdef.webp' } });
      expectError(res, 422, CartMessages.uploadNotFound);
      expectError(await add(shopper(), v[0]!, 1, { additonal_data: { image_path: '/etc/passwd' } }), 422);
    });

    it(`holds at most ${MAX_CART_LINES} lines`, async () => {
      const guest = shopper();
      for (let i = 0; i < MAX_CART_LINES; i++) await add(guest, v[0]!, 1, { additonal_data: { custom_text: `Line ${i}` } });
      expectError(await add(guest, v[1]!, 1), 422, CartMessages.full);
    });

    it('ends 50 parallel adds on one cart with the exact quantity', async () => {
      const guest = shopper();
      await add(guest, v[1]!, 1);
      const results = await Promise.all(Array.from({ length: 50 }, () => add(guest, v[1]!, 1)));
      for (const res of results) expect(res.statusCode).toBe(200);
      expect((await cartOf(guest)).items[0]?.quantity_in_display_unit).toBe(51);
    });
  });

  describe('whose cart', () => {
    it('refuses a cart_session that names another cart than the cookie', async () => {
      const a = shopper();
      const b = shopper();
      const cartA = expectSuccess<Cart>(await add(a, v[0]!));
      await add(b, v[1]!);
      expectError(await b.call('GET', `/api/cart/get?cart_session=${cartA.session_id}`), 403, CartMessages.notYourCart);
      expectError(await add(b, v[0]!, 1, { cart_session: cartA.session_id }), 403, CartMessages.notYourCart);
      expect((await cartOf(a)).total_quantity).toBe(1);
    });

    it('finds the cart by cart_session alone for a client without the cookie', async () => {
      const a = shopper();
      const cart = expectSuccess<Cart>(await add(a, v[0]!));
      const cookieless = shopper();
      expect(expectSuccess<Cart>(await cookieless.call('GET', `/api/cart/get?api_cart=true&cart_session=${cart.session_id}`)).total_quantity).toBe(1);
      expectError(await cookieless.call('GET', '/api/cart/get?cart_session=bad'), 422);
    });

    it('never lets a guest into a customer cart, even with its id', async () => {
      const customer = shopper();
      await customer.signUp();
      const cart = expectSuccess<Cart>(await add(customer, v[0]!));
      expectError(await shopper().call('GET', `/api/cart/get?cart_session=${cart.session_id}`), 403, CartMessages.notYourCart);
      const intruder = shopper();
      await intruder.signUp();
      expectError(await intruder.call('GET', `/api/cart/get?cart_session=${cart.session_id}`), 403, CartMessages.notYourCart);
    });

    it("cannot change another cart's line by its id", async () => {
      const a = shopper();
      const lineA = expectSuccess<Cart>(await add(a, v[0]!)).items[0]!.id;
      const b = shopper();
      await add(b, v[0]!);
      expectError(await b.call('PUT', '/api/cart/update-qty', { item_id: lineA, quantity: 5 }), 404, CartMessages.lineNotFound);
      expectError(await b.call('DELETE', '/api/cart/remove-item', { item_id: lineA }), 404, CartMessages.lineNotFound);
      expect((await cartOf(a)).total_quantity).toBe(1);
    });
  });

  describe('PUT /api/cart/update-qty and DELETE /api/cart/remove-item', () => {
    it('sets the quantity of a line, refuses more than stock, and removes lines', async () => {
      const [few] = await pickVariants(t.db, 1, 4);
      const guest = shopper();
      const line = expectSuccess<Cart>(await add(guest, few!, 1)).items[0]!;
      expect(expectSuccess<Cart>(await guest.call('PUT', '/api/cart/update-qty', { item_id: line.id, quantity: 3 })).total_quantity).toBe(3);
      expect(expectSuccess<Cart>(await guest.call('PUT', '/api/cart/update-qty', { product_id: few!.id, quantity: 2 })).total_quantity).toBe(2);
      expectError(await guest.call('PUT', '/api/cart/update-qty', { item_id: line.id, quantity: 5 }), 422, CartMessages.onlyLeft(4));
      expectError(await guest.call('PUT', '/api/cart/update-qty', { item_id: line.id, quantity: 0 }), 422, CartInputMessages.quantity);
      expectError(await guest.call('PUT', '/api/cart/update-qty', { quantity: 1 }), 422);
      expect((await cartOf(guest)).total_quantity).toBe(2);
      const res = await guest.call('DELETE', '/api/cart/remove-item', { item_id: line.id });
      expect(expectSuccess<Cart>(res).items).toEqual([]);
      expect(res.json().message).toBe(CartMessages.removed);
      expectError(await guest.call('DELETE', `/api/cart/remove-item?item_id=${line.id}`), 404, CartMessages.lineNotFound);
      await pickVariants(t.db, 1);
    });

    it('answers 404 to a guest without a cart', async () => {
      expectError(await shopper().call('PUT', '/api/cart/update-qty', { item_id: 'x', quantity: 1 }), 404, CartMessages.lineNotFound);
    });
  });

  describe('prices and stock', () => {
    it('update-items-price marks changed prices once; validate/stock lists lines stock no longer covers', async () => {
      const [variant] = await pickVariants(t.db, 1, 10);
      const guest = shopper();
      const line = expectSuccess<Cart>(await add(guest, variant!, 3)).items[0]!;
      await t.db.kysely
        .updateTable('product_variants')
        .set({ selling_price: variant!.selling_price + 5000 })
        .where('id', '=', variant!.id)
        .execute();
      const updated = await guest.call('PUT', '/api/cart/update-items-price', {});
      const first = expectSuccess<Cart>(updated);
      expect(first.prices_updated).toBe(true);
      expect(updated.json().message).toBe(CartMessages.pricesUpdated);
      expect(first.items[0]).toMatchObject({ previous_price: variant!.selling_price, line_total: (variant!.selling_price + 5000) * 3 });
      expect(first.totals.sub_total).toBe((variant!.selling_price + 5000) * 3);
      const second = expectSuccess<Cart>(await guest.call('PUT', '/api/cart/update-items-price', {}));
      expect(second.prices_updated).toBe(false);
      expect(second.items[0]?.previous_price).toBeNull();

      expect(expectSuccess<Cart>(await guest.call('GET', '/api/cart/validate/stock')).stock_valid).toBe(true);
      await t.db.kysely.updateTable('product_variants').set({ stock: 2 }).where('id', '=', variant!.id).execute();
      const stock = await guest.call('GET', '/api/cart/validate/stock');
      expect(expectSuccess<Cart>(stock)).toMatchObject({ stock_valid: false, out_of_stock_items: [line.id] });
      expect(stock.json().message).toBe(CartMessages.outOfStock);
      expectError(await guest.call('GET', '/api/cart/validate'), 422, CartMessages.outOfStock);
      await t.db.kysely.updateTable('product_variants').set({ selling_price: variant!.selling_price, stock: 1000 }).where('id', '=', variant!.id).execute();
      expect(expectSuccess<Cart>(await guest.call('GET', '/api/cart/validate')).stock_valid).toBe(true);
    });

    it('GET /api/cart/validate says an empty cart is empty', async () => {
      expectError(await shopper().call('GET', '/api/cart/validate'), 422, CartMessages.empty);
    });

    it('keeps an unpublished product visible but out of the totals', async () => {
      const guest = shopper();
      await add(guest, v[0]!, 1);
      await add(guest, v[1]!, 1);
      await t.db.kysely.updateTable('products').set({ is_published: 0 }).where('id', '=', v[1]!.product_id).execute();
      const cart = await cartOf(guest);
      await t.db.kysely.updateTable('products').set({ is_published: 1 }).where('id', '=', v[1]!.product_id).execute();
      expect(cart.items[1]).toMatchObject({ available: false, out_of_stock: true });
      expect(cart.totals.sub_total).toBe(v[0]!.selling_price);
    });
  });
});
