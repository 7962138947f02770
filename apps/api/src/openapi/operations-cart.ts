import {
  abandonedCartRestoreSchema,
  addItemSchema,
  applyCouponSchema,
  cartFieldsSchema,
  cartLineSchema,
  cartUpdateSchema,
  contactSchema,
  paymentModeSchema,
  shippingModeSchema,
  updateQtySchema,
} from '@vitrine/contracts/cart-inputs';
import type { Operation } from './operation.ts';

// The cart (docs/api.md "Cart"): spec §7 Cart rows and the wishlist's moveToCart. The cart session
// travels in the httpOnly vitrine_cart_session cookie; a cart_session field may name it too.

const CART = 'the whole `Cart` (packages/contracts/src/cart.ts)';
const cart = (summary: string, rest: Omit<Operation, 'tag' | 'access' | 'summary' | 'data'> & { data?: string; access?: Operation['access'] }): Operation => ({
  tag: 'cart',
  access: 'public',
  data: CART,
  summary,
  queryOrBody: true,
  ...rest,
});

export const cartOperations: Operation[] = [
  cart('The visitor’s cart (an empty cart when there is none)', { method: 'GET', path: '/api/cart/get', query: cartFieldsSchema }),
  cart('Adds a variant (or a product’s default variant) to the cart', {
    method: 'POST',
    path: '/api/cart/add-item',
    body: addItemSchema,
    notes: 'Makes the cart and sets the cart cookie on the first item. 404 unknown or unpublished product; 422 sold out, quantity, full cart, stock.',
  }),
  cart('Sets the quantity of a line', { method: 'PUT', path: '/api/cart/update-qty', body: updateQtySchema, notes: '404 unknown line; 422 above stock.' }),
  cart('Removes a line', { method: 'DELETE', path: '/api/cart/remove-item', body: cartLineSchema, notes: '404 unknown line.' }),
  cart('The coupons the popup lists, with whether each applies to this cart', {
    method: 'GET',
    path: '/api/cart/coupons/get',
    query: cartFieldsSchema,
    data: '`CouponOffer[]`: { code, description, ends_at, applicable, reason, discount }',
  }),
  cart('Applies a typed coupon code', {
    method: 'POST',
    path: '/api/cart/coupons/apply',
    body: applyCouponSchema,
    limited: true,
    notes: '422 with the reason it does not apply.',
  }),
  cart('Removes the coupon', { method: 'DELETE', path: '/api/cart/coupons/remove', body: cartFieldsSchema }),
  cart('Re-reads current prices; sets prices_updated', { method: 'PUT', path: '/api/cart/update-items-price', body: cartFieldsSchema }),
  cart('Checks the cart is ready: not empty, every line in stock', { method: 'GET', path: '/api/cart/validate', query: cartFieldsSchema }),
  cart('Checks stock; sets stock_valid and out_of_stock_items', { method: 'GET', path: '/api/cart/validate/stock', query: cartFieldsSchema }),
  cart('Checks both addresses are there and valid', { method: 'GET', path: '/api/cart/validate/address', query: cartFieldsSchema }),
  cart('Sets the contact phone and email', { method: 'PUT', path: '/api/cart/update-contact', body: contactSchema }),
  cart('Chooses a shipping method the cart offers', { method: 'PUT', path: '/api/cart/update-shipping-mode', body: shippingModeSchema }),
  cart('Chooses a payment method', { method: 'PUT', path: '/api/cart/update-payment-mode', body: paymentModeSchema }),
  cart('Sets several cart fields at once', { method: 'PUT', path: '/api/cart/update', body: cartUpdateSchema }),
  cart('Puts a shipping or billing address on the cart', {
    method: 'PUT',
    path: '/api/cart/update-address',
    notes: 'Body: the address fields of POST /api/address/add, or address_id of a saved address; billing_same_as_shipping.',
  }),
  cart('Moves a wishlist product into the cart', {
    method: 'POST',
    path: '/api/wishlist/moveToCart',
    access: 'session',
    body: addItemSchema,
    data: '{ cart: Cart, wishlist: Wishlist }',
  }),
  cart('Restores an abandoned cart from its mailed link (the AbandonedCart plugin)', {
    method: 'POST',
    path: '/api/plugins/AbandonedCart',
    queryOrBody: false,
    body: abandonedCartRestoreSchema,
    limited: true,
    data: '{ cart_session_id }',
    notes:
      'Sets the cart cookie to the restored guest cart. 404 while the plugin is off; 422 a tampered or expired link, or a cart gone or expired; 401 for a customer’s cart (signing in brings it back).',
    extraErrors: [401],
  }),
];
