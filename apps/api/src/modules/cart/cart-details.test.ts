import { PINCODE_MESSAGE } from '@vitrine/contracts/address-rules';
import { AuthMessages } from '@vitrine/contracts/auth';
import { type Cart, CartMessages } from '@vitrine/contracts/cart';
import { postalCodeError } from '@vitrine/contracts/postal-code';
import type { Wishlist } from '@vitrine/contracts/wishlist';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { indiaAddress, usAddress } from '../address/address-fixtures.ts';
import { pickVariants, Shopper, type TestVariant } from './cart-test-kit.ts';

// The cart fields checkout fills in (contact, addresses, shipping and payment method) and the
// wishlist's moveToCart, on both databases.

describeEachDatabase('cart details routes', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 2);
  });

  const filledCart = async () => {
    const guest = new Shopper(t.app);
    await guest.call('POST', '/api/cart/add-item', { product_id: v[0]!.id, quantity: 1 });
    return guest;
  };

  it('refuses every detail on an empty cart', async () => {
    const guest = new Shopper(t.app);
    expectError(await guest.call('PUT', '/api/cart/update-contact', { phone: '9876543210' }), 422, CartMessages.empty);
    expectError(await guest.call('PUT', '/api/cart/update-address', indiaAddress()), 422, CartMessages.empty);
    expectError(await guest.call('GET', '/api/cart/validate/address'), 422, CartMessages.empty);
  });

  it('keeps contact details, clears them with null, and refuses bad ones', async () => {
    const guest = await filledCart();
    const res = await guest.call('PUT', '/api/cart/update-contact', { phone: '9876543210', email: 'Asha@Example.com' });
    expect(expectSuccess<Cart>(res)).toMatchObject({ phone: '9876543210', email: 'asha@example.com' });
    expect(res.json().message).toBe(CartMessages.contactSaved);
    expect(expectSuccess<Cart>(await guest.call('PUT', '/api/cart/update-contact', { phone: null }))).toMatchObject({ phone: null, email: 'asha@example.com' });
    expect(expectFieldError(await guest.call('PUT', '/api/cart/update-contact', { phone: '12' }), 'phone')).toEqual(['Invalid phone number']);
    expectFieldError(await guest.call('PUT', '/api/cart/update-contact', { email: 'not-an-email' }), 'email');
  });

  it('chooses a shipping method the cart offers and a known payment method', async () => {
    const guest = await filledCart();
    const cart = expectSuccess<Cart>(await guest.call('GET', '/api/cart/get'));
    const standard = cart.shipping_methods[0]!;
    expect(standard).toBeDefined();
    const withShipping = expectSuccess<Cart>(await guest.call('PUT', '/api/cart/update-shipping-mode', { shipping_method: standard.id }));
    expect(withShipping.shipping_method?.id).toBe(standard.id);
    expect(withShipping.totals.shipping).toBe(standard.charge);
    expect(withShipping.grand_total.amount).toBe(withShipping.totals.sub_total + standard.charge);
    expectError(await guest.call('PUT', '/api/cart/update-shipping-mode', { shipping_method: 'shp_nowhere' }), 422, CartMessages.shippingMethodUnknown);
    expectFieldError(await guest.call('PUT', '/api/cart/update-shipping-mode', {}), 'shipping_method');

    expect(expectSuccess<Cart>(await guest.call('PUT', '/api/cart/update-payment-mode', { payment_method: 'cod' })).cart_payment_method).toBe('cod');
    expectError(await guest.call('PUT', '/api/cart/update-payment-mode', { payment_method: 'bitcoin' }), 422, CartMessages.paymentMethodUnknown);
    const both = expectSuccess<Cart>(await guest.call('PUT', '/api/cart/update', { email: 'a@b.co', payment_method: null }));
    expect(both).toMatchObject({ email: 'a@b.co', cart_payment_method: null, shipping_method: { id: standard.id } });
  });

  it('keeps the shipping and billing addresses, checked as the address book checks them', async () => {
    const guest = await filledCart();
    expectError(await guest.call('GET', '/api/cart/validate/address'), 422, CartMessages.shippingAddressEmpty);
    expectFieldError(await guest.call('PUT', '/api/cart/update-address', indiaAddress({ city: '' })), 'city');
    expect(expectFieldError(await guest.call('PUT', '/api/cart/update-address', indiaAddress({ pincode: '12' })), 'pincode')).toEqual([PINCODE_MESSAGE]);
    expect(expectFieldError(await guest.call('PUT', '/api/cart/update-address', indiaAddress({ pincode: '999999' })), 'pincode')).toEqual([PINCODE_MESSAGE]);
    expect(expectFieldError(await guest.call('PUT', '/api/cart/update-address', usAddress({ zip: 'abc' })), 'zip')).toEqual([postalCodeError('abc', 'US')]);
    const res = await guest.call('PUT', '/api/cart/update-address', { ...indiaAddress(), billing_same_as_shipping: true });
    const cart = expectSuccess<Cart>(res);
    expect(cart.shipping_address).toMatchObject({ address_type: 'Shipping', country_id: 'country_in', pincode: '560001', city: 'Bengaluru' });
    expect(cart.billing_address).toMatchObject({ address_type: 'Billing', pincode: '560001' });
    expect(expectSuccess<Cart>(await guest.call('GET', '/api/cart/validate/address'))).toMatchObject({ shipping_address: { city: 'Bengaluru' } });
  });

  it("puts a customer's saved address on the cart, and no one else's", async () => {
    const customer = new Shopper(t.app);
    await customer.signUp();
    await customer.call('POST', '/api/cart/add-item', { product_id: v[0]!.id });
    const saved = expectSuccess(await customer.call('POST', '/api/address/add', indiaAddress({ city: 'Mysuru' }))).address;
    const cart = expectSuccess<Cart>(
      await customer.call('PUT', '/api/cart/update-address', { address_id: saved.id, address_type: 'Shipping', country_id: 'country_in' }),
    );
    expect(cart.shipping_address).toMatchObject({ address_id: saved.id, city: 'Mysuru' });
    const other = new Shopper(t.app);
    await other.signUp();
    await other.call('POST', '/api/cart/add-item', { product_id: v[0]!.id });
    expectError(await other.call('PUT', '/api/cart/update-address', { address_id: saved.id, address_type: 'Shipping', country_id: 'country_in' }), 404);
  });

  describe('POST /api/wishlist/moveToCart', () => {
    it('needs a signed-in customer', async () => {
      expectError(await new Shopper(t.app).call('POST', '/api/wishlist/moveToCart', { product_id: v[0]!.product_id }), 401, AuthMessages.loginRequired);
    });

    it('moves a saved product into the cart and out of the wishlist', async () => {
      const customer = new Shopper(t.app);
      await customer.signUp();
      await customer.call('POST', '/api/wishlist/add', { product_id: v[1]!.product_id });
      const data = expectSuccess<{ cart: Cart; wishlist: Wishlist }>(
        await customer.call('POST', '/api/wishlist/moveToCart', { product_id: v[1]!.product_id, quantity: 2 }),
      );
      expect(data.cart.items.map((i) => [i.product.id, i.quantity_in_display_unit])).toEqual([[v[1]!.product_id, 2]]);
      expect(data.wishlist.product_ids).toEqual([]);
      expectError(await customer.call('POST', '/api/wishlist/moveToCart', { product_id: v[1]!.product_id, quantity: 0 }), 422);
      expectError(await customer.call('POST', '/api/wishlist/moveToCart', { product_id: 'missing' }), 404, CartMessages.productNotFound);
    });
  });
});
