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
