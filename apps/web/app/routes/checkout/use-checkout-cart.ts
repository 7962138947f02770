import { useMemo } from 'react';
import { cartParams } from '../../features/cart/cart-analytics';
import { useCart } from '../../features/cart/cart-store';
import type { CheckoutCart } from '../../features/checkout/checkout-types';

/**
 * The cart store as the checkout screens use it: features do not import each other, so the
 * checkout routes hand the cart feature's store over (docs/architecture.md, layering).
 */
export function useCheckoutCart(): CheckoutCart {
  const { cart, status, replace, reload } = useCart();
  return useMemo(() => ({ cart, status, replace, reload, analytics: cartParams }), [cart, status, replace, reload]);
}
