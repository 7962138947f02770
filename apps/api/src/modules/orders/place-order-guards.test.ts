import { setTimeout as sleep } from 'node:timers/promises';
import type { Cart } from '@vitrine/contracts/cart';
import { CheckoutMessages } from '@vitrine/contracts/checkout-rules';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import type { PlacedOrder } from '@vitrine/contracts/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { send } from '../../test/send.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { indiaAddress, usAddress } from '../address/address-fixtures.ts';
import { cartOf, pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { confirmedOrderBody, readyCart } from './orders-test-kit.ts';

// Issue 29 on both databases: a shopper is charged what the shop last showed them (place-order
// carries the confirmed total), and checkout offers and accepts only what the shop delivers to the
// address (the product page's pincode check, the countries it ships to).

describeEachDatabase('place-order guards', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 3, 1000);
  });

  const shopper = () => new Shopper(t.app);
  const place = (who: Shopper, body: Record<string, unknown>) => who.call('POST', '/api/checkout/place-order', body);
  const ordersOfCart = async (cartId: string) => (await t.db.kysely.selectFrom('orders').select('id').where('cart_id', '=', cartId).execute()).length;
  const stockOf = async (variantId: string) =>
    Number((await t.db.kysely.selectFrom('product_variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()).stock);
  const setPrice = (variantId: string, price: number) =>
    t.db.kysely.updateTable('product_variants').set({ selling_price: price }).where('id', '=', variantId).execute();
  const admin = (method: 'POST' | 'PUT', url: string, payload: unknown) => t.app.inject({ method, url, headers: t.adminHeaders, payload: payload as object });
  const priceChangedCart = (res: Awaited<ReturnType<typeof place>>) => {
    expectError(res, 409, CheckoutMessages.priceChanged);
    const body = res.json();
    expect(body.data.code).toBe(ErrorCode.priceChanged);
    return body.data.details.cart as Cart;
  };

  describe('the confirmed total', () => {
    it('is required', async () => {
      const guest = shopper();
      await readyCart(guest, [[v[0]!, 1]]);
      expect(expectFieldError(await place(guest, { accept_tnc: true }), 'confirmed_total')).toContain(Messages.fieldRequired);
      expect(expectFieldError(await place(guest, { accept_tnc: true, confirmed_total: 12.5 }), 'confirmed_total')).toContain(Messages.fieldNotValid);
    });

    for (const method of ['cod', 'test_gateway'] as const) {
      it(`refuses a price raised after the cart was shown, with the new totals, and places at the new one once confirmed (${method})`, async () => {
        const guest = shopper();
        const original = (await t.db.kysely.selectFrom('product_variants').select('selling_price').where('id', '=', v[1]!.id).executeTakeFirstOrThrow())
          .selling_price;
        await readyCart(guest, [[v[1]!, 2]]);
        expectSuccess(await guest.call('PUT', '/api/cart/update', { payment_method: method }));
        const shown = await cartOf(guest);
        const stock = await stockOf(v[1]!.id);
        await setPrice(v[1]!.id, Number(original) + 64_000);
        try {
          const now = priceChangedCart(await place(guest, { accept_tnc: true, confirmed_total: shown.totals.grand_total }));
          expect(now.totals.sub_total).toBe(shown.totals.sub_total + 128_000);
          expect(now.totals.grand_total).toBeGreaterThan(shown.totals.grand_total);
          expect(await ordersOfCart(shown.session_id!)).toBe(0);
          expect(await stockOf(v[1]!.id)).toBe(stock);
          const placed = expectSuccess<PlacedOrder>(await place(guest, { accept_tnc: true, confirmed_total: now.totals.grand_total }));
          expect(placed.order.totals.grand_total).toBe(now.totals.grand_total);
        } finally {
          await setPrice(v[1]!.id, Number(original));
        }
      });
    }

    it('never places a cart whose coupon ran out in a race at full price: one wins, the others are told the price changed', async () => {
      const coupon = expectSuccess<{ id: string }>(
        await admin('POST', '/api/admin/coupons', { code: `RACE${dialect.toUpperCase()}`, type: 'fixed', value: 10_000, usage_limit: 1, is_listed: false }),
      );
      const buyers = Array.from({ length: 12 }, () => shopper());
      const shown: Cart[] = [];
      for (const buyer of buyers) {
        await readyCart(buyer, [[v[2]!, 3]]);
        expectSuccess(await buyer.call('POST', '/api/cart/coupons/apply', { coupon: `RACE${dialect.toUpperCase()}` }));
        shown.push(await cartOf(buyer));
      }
      expect(shown.every((c) => c.totals.discount === 10_000)).toBe(true);
      const answers = await Promise.all(buyers.map((buyer, i) => place(buyer, { accept_tnc: true, confirmed_total: shown[i]!.totals.grand_total })));
      const won = answers.filter((res) => res.statusCode === 200);
      expect(won).toHaveLength(1);
      expect(expectSuccess<PlacedOrder>(won[0]!).order.totals.discount).toBe(10_000);
      for (const res of answers.filter((r) => r.statusCode !== 200)) expect(priceChangedCart(res).totals.discount).toBe(0);
      const placed = await t.db.kysely.selectFrom('orders').select(['discount']).where('coupon_id', '=', coupon.id).execute();
      expect(placed).toHaveLength(1);
      // Nobody was placed at full price behind their back: only the winner has an order.
      const cartIds = shown.map((c) => c.session_id!);
      expect((await t.db.kysely.selectFrom('orders').select('id').where('cart_id', 'in', cartIds).execute()).length).toBe(1);
    });
  });

  describe('where the shop delivers', () => {
    it('refuses an address at a pincode the shop does not deliver to, at the address step', async () => {
      const guest = shopper();
      await readyCart(guest, [[v[0]!, 1]]);
      const res = await guest.call('PUT', '/api/cart/update-address', { ...indiaAddress(), pincode: '744101', billing_same_as_shipping: true });
      expect(expectFieldError(res, 'pincode')).toContain('Sorry, we do not deliver to 744101 yet');
      expect((await cartOf(guest)).shipping_address?.pincode).toBe('560001');
    });

    it('refuses to place a cart whose pincode stopped being served after the address was saved', async () => {
      const guest = shopper();
      await readyCart(guest, [[v[0]!, 1]]);
      const plugin = (await t.db.kysely.selectFrom('plugins').select('config').where('module_name', '=', 'PincodeAvaliability').executeTakeFirstOrThrow())
        .config;
      const config = JSON.parse(String(plugin));
      expectSuccess(await admin('PUT', '/api/admin/plugins/PincodeAvaliability', { config: { ...config, blocked_prefixes: ['744', '560'] } }));
      try {
        const cart = await cartOf(guest);
        expect(cart.delivery_error).toBe('Sorry, we do not deliver to 560001 yet');
        expect(cart.shipping_methods).toEqual([]);
        expectError(await place(guest, await confirmedOrderBody(guest)), 422, 'Sorry, we do not deliver to 560001 yet');
      } finally {
        expectSuccess(await admin('PUT', '/api/admin/plugins/PincodeAvaliability', { config }));
      }
      expect((await cartOf(guest)).delivery_error).toBeNull();
    });

    it('offers cash on delivery only where the pincode has it, and refuses it elsewhere', async () => {
      const guest = shopper();
      await readyCart(guest, [[v[0]!, 1]]); // cash on delivery, Bengaluru: COD there
      expectSuccess(
        await guest.call('PUT', '/api/cart/update-address', {
          ...indiaAddress(),
          city: 'New Delhi',
          state_id: 'st_in_dl',
          pincode: '110001',
          billing_same_as_shipping: true,
        }),
      );
      const cart = await cartOf(guest);
      expect(cart.cart_payment_methods.map((m) => m.code)).not.toContain('cod');
      expect(cart.cart_payment_methods.length).toBeGreaterThan(0);
      expectError(await place(guest, await confirmedOrderBody(guest)), 422, CheckoutMessages.codUnavailable('110001'));
      expectError(await guest.call('PUT', '/api/cart/update', { payment_method: 'cod' }), 422, CheckoutMessages.codUnavailable('110001'));
      expectSuccess(await guest.call('PUT', '/api/cart/update', { payment_method: 'test_gateway' }));
      expectSuccess<PlacedOrder>(await place(guest, await confirmedOrderBody(guest)));
    });

    it('ships only to the countries the shop ships to, which the owner can change', async () => {
      const countries = expectSuccess<{ id: string; ships_to: boolean }[]>(await t.app.inject({ method: 'GET', url: '/api/settings/countries' }));
      expect(countries.filter((c) => c.ships_to).map((c) => c.id)).toEqual(['country_in']);
      const guest = shopper();
      await readyCart(guest, [[v[0]!, 1]]);
      const abroad = { ...usAddress(), billing_same_as_shipping: true };
      expect(expectFieldError(await guest.call('PUT', '/api/cart/update-address', abroad), 'country_id')).toContain(
        CheckoutMessages.notShippedTo('United States'),
      );
      expectSuccess(await admin('PUT', '/api/admin/countries/country_us', { ships_to: true }));
      try {
        const cart = expectSuccess<Cart>(await guest.call('PUT', '/api/cart/update-address', abroad));
        expect(cart.delivery_error).toBeNull();
        expect(cart.shipping_methods.length).toBeGreaterThan(0);
      } finally {
        expectSuccess(await admin('PUT', '/api/admin/countries/country_us', { ships_to: false }));
      }
      expectError(await admin('PUT', '/api/admin/countries/country_zz', { ships_to: true }), 404);
      expectError(await admin('PUT', '/api/admin/countries/country_us', { ships_to: 'yes' }), 422);
      expectError(await t.app.inject({ method: 'PUT', url: '/api/admin/countries/country_us', payload: { ships_to: true } }), 401);
    });

    it('preselects the cheapest method offered once the address is known', async () => {
      const guest = shopper();
      await guest.call('POST', '/api/cart/add-item', { product_id: v[0]!.id });
      expect((await cartOf(guest)).shipping_method).toBeNull();
      const cart = expectSuccess<Cart>(await guest.call('PUT', '/api/cart/update-address', { ...indiaAddress(), billing_same_as_shipping: true }));
      const cheapest = Math.min(...cart.shipping_methods.map((m) => m.charge));
      expect(cart.shipping_method?.charge).toBe(cheapest);
      expect(cart.totals.shipping).toBe(cheapest);
    });
  });

  describe('races with the cart', () => {
    it('answers every submission of a cart with its one order, never "Your cart is empty" (20 rounds)', async () => {
      for (let round = 0; round < 20; round++) {
        const guest = shopper();
        const shown = await readyCart(guest, [[v[0]!, 1]]);
        const body = { accept_tnc: true, confirmed_total: shown.totals.grand_total };
        // Pressed again and again, staggered by a few milliseconds (some arrive while the first one's
        // transaction commits), each with the cookie the browser had when the button was pressed.
        const cookie = guest.cookie;
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) => sleep(i * 2).then(() => send(t.app, 'POST', '/api/checkout/place-order', { payload: body, cookie }))),
        );
        const ids = new Set(answers.map((res) => expectSuccess<PlacedOrder>(res).order.order_id));
        expect(ids.size, `round ${round}`).toBe(1);
      }
    });

    it('starts a new cart for an item added while the cart became an order, never a 500 (10 rounds)', async () => {
      for (let round = 0; round < 10; round++) {
        const guest = shopper();
        const shown = await readyCart(guest, [[v[0]!, 1]]);
        const answers = await Promise.all([
          place(guest, { accept_tnc: true, confirmed_total: shown.totals.grand_total }),
          ...Array.from({ length: 4 }, () => guest.call('POST', '/api/cart/add-item', { product_id: v[1]!.id })),
        ]);
        for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
        // An item added before the order was priced changes the total the shopper confirmed.
        if (answers[0]!.statusCode !== 200) priceChangedCart(answers[0]!);
      }
    });
  });
});
