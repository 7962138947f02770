import type { AddItemInput } from '@vitrine/contracts/api-client-cart';
import type { Cart, CouponOffer } from '@vitrine/contracts/cart';
import type { PaymentRedirect } from '@vitrine/contracts/payments';
import type { PendingOrderChanged } from '@vitrine/contracts/pending-order';
import { type ApiResult, runCall } from '../../lib/api-result';
import { browserApi } from '../../lib/browser-api';

// spec §4/§7: a cart call succeeds only when the API answers success; anything else (a network
// failure too) is a failure result, and the caller changes nothing.

export type CartResult = ApiResult<Cart>;

export const fetchCart = (): Promise<CartResult> => runCall(() => browserApi().getCart());
export const addCartItem = (input: AddItemInput): Promise<CartResult> => runCall(() => browserApi().addCartItem(input));
export const updateCartQuantity = (itemId: string, quantity: number): Promise<CartResult> =>
  runCall(() => browserApi().updateCartQuantity({ item_id: itemId, quantity }));
export const removeCartItem = (itemId: string): Promise<CartResult> => runCall(() => browserApi().removeCartItem({ item_id: itemId }));
export const fetchCartCoupons = (): Promise<ApiResult<CouponOffer[]>> => runCall(() => browserApi().getCartCoupons());
export const applyCartCoupon = (code: string): Promise<CartResult> => runCall(() => browserApi().applyCoupon(code));
export const removeCartCoupon = (): Promise<CartResult> => runCall(() => browserApi().removeCoupon());
export const refreshCartPrices = (): Promise<CartResult> => runCall(() => browserApi().updateItemsPrice());
export const validateCartStock = (): Promise<CartResult> => runCall(() => browserApi().validateCartStock());
export const restoreAbandonedCart = (token: string): Promise<ApiResult<{ cart_session_id: string }>> => runCall(() => browserApi().restoreAbandonedCart(token));
/** The order waiting for payment in this browser (its cookie names it): pay it, or cancel it back into the cart. */
export const payPendingOrder = (): Promise<ApiResult<PaymentRedirect>> => runCall(() => browserApi().payPendingOrder());
export const changePendingOrder = (): Promise<ApiResult<PendingOrderChanged>> => runCall(() => browserApi().changePendingOrder());
