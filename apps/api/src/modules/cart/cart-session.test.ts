import type { Cart } from '@vitrine/contracts/cart';
import { CookieName } from '@vitrine/contracts/cookies';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { addItem as add, cartOf, pickVariants, Shopper, type TestVariant } from './cart-test-kit.ts';

// Whose cart over time, on both databases: the sign-in merge and re-issued session, logout, and
// expiry.

describeEachDatabase('cart sessions', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];

  beforeAll(async () => {
    v = await pickVariants(t.db, 4);
  });

  const shopper = () => new Shopper(t.app);

  describe('sign-in', () => {
    it("merges a guest cart into the customer's cart on sign-in, capped by stock, and re-issues the cart session", async () => {
      const [few] = await pickVariants(t.db, 1, 5);
      const laptop = shopper();
      const credentials = await laptop.signUp();
      await add(laptop, few!, 3);
      await add(laptop, v[1]!, 1);
      const customerCart = await cartOf(laptop);

      const phone = shopper();
      const guestCart = expectSuccess<Cart>(await add(phone, few!, 4));
      await add(phone, v[2]!, 2);
      await phone.signIn(credentials);
      const merged = await cartOf(phone);
      expect(merged.session_id).toBe(customerCart.session_id);
      expect(merged.session_id).not.toBe(guestCart.session_id);
      expect(decodeURIComponent(phone.jar.get(CookieName.cartSession)!)).toContain(merged.session_id);
      expect(merged.items.map((i) => [i.product_id, i.quantity_in_display_unit])).toEqual([
        [few!.id, 5],
        [v[1]!.id, 1],
        [v[2]!.id, 2],
      ]);
      expect(await t.db.kysely.selectFrom('carts').select('id').where('id', '=', guestCart.session_id!).executeTakeFirst()).toBeUndefined();
      // The same cart on the first device.
      expect((await cartOf(laptop)).total_quantity).toBe(8);
      await pickVariants(t.db, 1);
    });

    it('gives a customer without a cart a new cart id, never the guest one', async () => {
      const browser = shopper();
      const guestCart = expectSuccess<Cart>(await add(browser, v[0]!, 2));
      await browser.signUp();
      const cart = await cartOf(browser);
      expect(cart.session_id).not.toBe(guestCart.session_id);
      expect(cart.customer_id).toBe(browser.customerId);
      expect(cart.total_quantity).toBe(2);
    });

    it('merges once when two tabs sign in at the same moment', async () => {
      const browser = shopper();
      await add(browser, v[0]!, 2);
      await browser.signUp();
      await Promise.all([browser.call('GET', '/api/cart/get'), browser.call('GET', '/api/cart/get'), browser.call('GET', '/api/cart/get')]);
      expect((await cartOf(browser)).total_quantity).toBe(2);
    });

    it('starts a guest afresh after logout; the customer finds the cart again on sign-in', async () => {
      const browser = shopper();
      const credentials = await browser.signUp();
      await add(browser, v[0]!, 1);
      await browser.signOut();
      expect(browser.jar.has(CookieName.cartSession)).toBe(false);
      expect((await cartOf(browser)).items).toEqual([]);
      await browser.signIn(credentials);
      expect((await cartOf(browser)).total_quantity).toBe(1);
    });
  });

  describe('expiry', () => {
    it('forgets a cart past its expiry and clears the cookie', async () => {
      const guest = shopper();
      const cart = expectSuccess<Cart>(await add(guest, v[0]!, 1));
      const days = Math.round((new Date(cart.expires_at!).getTime() - Date.now()) / 86_400_000);
      expect(days).toBe(30);
      await t.db.kysely.updateTable('carts').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', cart.session_id!).execute();
      expect((await cartOf(guest)).items).toEqual([]);
      expect(guest.jar.has(CookieName.cartSession)).toBe(false);
    });
  });
});
