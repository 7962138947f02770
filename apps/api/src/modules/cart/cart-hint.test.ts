import { type Cart, CartMessages } from '@vitrine/contracts/cart';
import { CookieName } from '@vitrine/contracts/cookies';
import { beforeAll, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { addItem as add, cartOf, pickVariants, Shopper, type TestVariant } from './cart-test-kit.ts';

// The readable cart hint (docs/decisions/033-cart-hint-cookie.md), on both databases: there while
// the browser's cart has lines or a shopper is signed in, gone otherwise; never touched by a
// refused call.

const hint = (who: Shopper) => who.jar.get(CookieName.cartHint);
const hintHeader = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).find((h) => h.startsWith(`${CookieName.cartHint}=`));

describeEachDatabase('cart hint cookie', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];

  beforeAll(async () => {
    v = await pickVariants(t.db, 2);
  });

  const shopper = () => new Shopper(t.app);

  it('is not set for a guest who only looks', async () => {
    const guest = shopper();
    await cartOf(guest);
    expect(hint(guest)).toBeUndefined();
  });

  it('is set, readable by scripts, with the first item and cleared when the cart is emptied', async () => {
    const guest = shopper();
    const res = await add(guest, v[0]!, 1);
    const header = hintHeader(res.headers['set-cookie']);
    expect(header).toMatch(/^vitrine_cart=1;/);
    expect(header).not.toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);

    // A second add changes nothing about the hint: no Set-Cookie for it.
    expect(hintHeader((await add(guest, v[1]!, 1)).headers['set-cookie'])).toBeUndefined();

    const cart = await cartOf(guest);
    for (const line of cart.items) await guest.call('DELETE', '/api/cart/remove-item', { item_id: line.id });
    expect(hint(guest)).toBeUndefined();
    expect(guest.jar.has(CookieName.cartSession)).toBe(true); // the (empty) cart itself stays
  });

  it('is cleared when the cart has expired', async () => {
    const guest = shopper();
    const cart = expectSuccess<Cart>(await add(guest, v[0]!, 1));
    expect(hint(guest)).toBe('1');
    await t.db.kysely.updateTable('carts').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', cart.session_id!).execute();
    await cartOf(guest);
    expect(hint(guest)).toBeUndefined();
  });

  it("leaves the hint alone when a call names another shopper's cart", async () => {
    const owner = shopper();
    const ownerCart = expectSuccess<Cart>(await add(owner, v[0]!, 1));
    const other = shopper();
    await add(other, v[1]!, 1);
    const refused = await other.call('GET', `/api/cart/get?cart_session=${ownerCart.session_id}`);
    expectError(refused, 403, CartMessages.notYourCart);
    expect(hintHeader(refused.headers['set-cookie'])).toBeUndefined();
    expect(hint(other)).toBe('1');
    expect(hint(owner)).toBe('1');
  });

  it("is set on sign-in, so another device shows the customer's cart, and cleared on logout", async () => {
    const laptop = shopper();
    const credentials = await laptop.signUp();
    await add(laptop, v[0]!, 2);

    const phone = shopper();
    await phone.signIn(credentials);
    expect(hint(phone)).toBe('1');
    expect((await cartOf(phone)).items).toHaveLength(1);

    // Signed in with an empty cart, the hint stays: the laptop may fill it at any time.
    for (const line of (await cartOf(phone)).items) await phone.call('DELETE', '/api/cart/remove-item', { item_id: line.id });
    expect(hint(phone)).toBe('1');

    await phone.signOut();
    expect(hint(phone)).toBeUndefined();
  });

  it("is set when a guest's cart merges into the customer's on sign-in", async () => {
    const owner = shopper();
    const credentials = await owner.signUp();
    await owner.signOut();

    const guest = shopper();
    await add(guest, v[0]!, 1);
    guest.jar.delete(CookieName.cartHint); // as a browser from before the hint would be
    await guest.signIn(credentials);
    expect(hint(guest)).toBe('1');
    expect((await cartOf(guest)).items.map((i) => i.product_id)).toEqual([v[0]!.id]);
  });
});
