import type { Cart } from '@vitrine/contracts/cart';
import { indiaAddress } from '../address/address-fixtures.ts';
import type { Shopper, TestVariant } from '../cart/cart-test-kit.ts';

/** Fills a shopper's cart with everything place-order needs: items, phone, addresses, shipping, cash on delivery. */
export async function readyCart(shopper: Shopper, lines: [TestVariant, number][]): Promise<Cart> {
  for (const [variant, quantity] of lines) {
    const res = await shopper.call('POST', '/api/cart/add-item', { product_id: variant.id, quantity });
    if (res.statusCode !== 200) throw new Error(`readyCart add-item: ${res.body}`);
  }
  await shopper.call('PUT', '/api/cart/update-contact', { phone: '9876543210', email: 'buyer@example.com' });
  await shopper.call('PUT', '/api/cart/update-address', { ...indiaAddress(), billing_same_as_shipping: true });
  const cart = (await shopper.call('GET', '/api/cart/get')).json().data as Cart;
  await shopper.call('PUT', '/api/cart/update', { shipping_method: cart.shipping_methods[0]!.id, payment_method: 'cod' });
  return (await shopper.call('GET', '/api/cart/get')).json().data as Cart;
}

/** place-order's body as the checkout page sends it: the terms accepted and the grand total the cart shows now. */
export async function confirmedOrderBody(shopper: Shopper, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const cart = (await shopper.call('GET', '/api/cart/get')).json().data as Cart;
  return { accept_tnc: true, confirmed_total: cart.totals.grand_total, ...extra };
}
