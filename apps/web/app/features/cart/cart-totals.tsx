import type { Cart } from '@vitrine/contracts/cart';
import { OrderTotals } from '../../components/cart/order-totals';

/** spec §3 Cart totals of the cart (the list itself is shared with the checkout and a placed order). */
export function CartTotals({ cart }: { cart: Cart }) {
  return <OrderTotals totals={cart.totals} currency={cart.currency} couponCode={cart.coupon?.code} shippingChosen={Boolean(cart.shipping_method)} />;
}
