// Issue 30, on the production server: pages rendered for a shopper's session carry their name and
// email, so they are sent `private, no-store`; anonymous pages keep their HTML caching; a form
// post to a page without an action is refused (405) before any render.
import { request as playwrightRequest } from '@playwright/test';
import { freshShopper } from './support/accounts.ts';
import { BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

const ORIGIN = new URL(BASE_URL).origin;
const PAGES = ['/', '/shop-online', '/product/clay-cooking-handi', '/cart', '/checkout/address', '/checkout-complete'];

test('every page rendered for a signed-in shopper or a guest cart is private, no-store', async ({ request }) => {
  // Anonymous visits first, so the guest's cacheable pages come from the HTML cache.
  for (const path of PAGES) await request.get(path, { maxRedirects: 0 });
  const customer = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: ORIGIN } });
  const guest = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: ORIGIN } });
  try {
    expect((await customer.post('/api/auth/register', { data: freshShopper('private-pages') })).status()).toBe(200);
    // A guest with a cart: the cart session cookie is set by the first cart write.
    const cart = await guest.post('/api/cart/add-item', { data: { product_id: 'clay-cooking-handi', quantity: 1 } });
    expect(cart.status(), await cart.text()).toBe(200);
    for (const [who, context] of [
      ['customer', customer],
      ['guest with a cart', guest],
    ] as const) {
      const cookies = (await context.storageState()).cookies.map((c) => c.name);
      expect(
        cookies.some((name) => name === 'vitrine_session' || name === 'vitrine_cart_session'),
        who,
      ).toBe(true);
      for (const path of PAGES) {
        const res = await context.get(path, { maxRedirects: 0 });
        expect({ who, path, cacheControl: res.headers()['cache-control'] }).toEqual({ who, path, cacheControl: 'private, no-store' });
      }
    }
  } finally {
    await customer.dispose();
    await guest.dispose();
  }
});

test('anonymous pages keep their HTML caching', async ({ request }) => {
  await request.get('/shop-online');
  const again = await request.get('/shop-online');
  expect(again.headers()['x-cache']).toBe('hit');
  expect(again.headers()['cache-control'] ?? '').not.toContain('private');
});

test('a form post to a page without an action is a 405 with Allow: GET, HEAD', async ({ request }) => {
  for (const path of ['/shop-online/all', '/product/clay-cooking-handi', '/cart']) {
    const res = await request.post(path, { form: { a: '1' }, headers: { origin: ORIGIN }, maxRedirects: 0 });
    expect({ path, status: res.status(), allow: res.headers().allow }).toEqual({ path, status: 405, allow: 'GET, HEAD' });
  }
  // Pages with an action still take their posts.
  const locked = await request.post('/password-protected', { form: { password: 'wrong' }, headers: { origin: ORIGIN }, maxRedirects: 0 });
  expect(locked.status()).not.toBe(405);
});
