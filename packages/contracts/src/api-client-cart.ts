import type { ApiCall } from './api-transport.ts';
import type { Cart, CouponOffer } from './cart.ts';
import type { Wishlist } from './wishlist.ts';

// spec §7 Cart rows, and the wishlist's moveToCart. Every cart answer is the whole cart (the page
// replaces its copy with it); the cart session travels in the httpOnly cart cookie.

export interface CartLineRef {
  /** The line's id (CartItem.id); or product_id: the variant's id. */
  item_id?: string;
  product_id?: string;
}
export interface AddItemInput {
  product_id: string;
  quantity: number;
  additonal_data?: { custom_text?: string; image_path?: string };
}
export interface CartContactInput {
  phone?: string | null;
  email?: string | null;
}

export function cartCalls(call: ApiCall) {
  return {
    getCart: () => call<Cart>({ method: 'GET', path: '/api/cart/get' }),
    addCartItem: (body: AddItemInput) => call<Cart>({ method: 'POST', path: '/api/cart/add-item', body }),
    updateCartQuantity: (body: CartLineRef & { quantity: number }) => call<Cart>({ method: 'PUT', path: '/api/cart/update-qty', body }),
    removeCartItem: (body: CartLineRef) => call<Cart>({ method: 'DELETE', path: '/api/cart/remove-item', body }),
    getCartCoupons: () => call<CouponOffer[]>({ method: 'GET', path: '/api/cart/coupons/get' }),
    applyCoupon: (coupon: string) => call<Cart>({ method: 'POST', path: '/api/cart/coupons/apply', body: { coupon } }),
    removeCoupon: () => call<Cart>({ method: 'DELETE', path: '/api/cart/coupons/remove' }),
    updateItemsPrice: () => call<Cart>({ method: 'PUT', path: '/api/cart/update-items-price', body: {} }),
    validateCartStock: () => call<Cart>({ method: 'GET', path: '/api/cart/validate/stock' }),
    validateCart: () => call<Cart>({ method: 'GET', path: '/api/cart/validate' }),
    validateCartAddress: () => call<Cart>({ method: 'GET', path: '/api/cart/validate/address' }),
    updateCartContact: (body: CartContactInput) => call<Cart>({ method: 'PUT', path: '/api/cart/update-contact', body }),
    updateShippingMode: (shippingMethod: string) =>
      call<Cart>({ method: 'PUT', path: '/api/cart/update-shipping-mode', body: { shipping_method: shippingMethod } }),
    updatePaymentMode: (paymentMethod: string) => call<Cart>({ method: 'PUT', path: '/api/cart/update-payment-mode', body: { payment_method: paymentMethod } }),
    updateCartAddress: (body: Record<string, unknown>) => call<Cart>({ method: 'PUT', path: '/api/cart/update-address', body }),
    /** The AbandonedCart plugin's restore link: adopts the mailed cart in this browser. */
    restoreAbandonedCart: (token: string) => call<{ cart_session_id: string }>({ method: 'POST', path: '/api/plugins/AbandonedCart', body: { token } }),
    moveWishlistItemToCart: (body: { product_id: string; quantity?: number }) =>
      call<{ cart: Cart; wishlist: Wishlist }>({ method: 'POST', path: '/api/wishlist/moveToCart', body }),
  };
}
