import type { Cart } from '@vitrine/contracts/cart';
import { cartLines } from './cart-lines';
import { OrderSummary } from './order-summary';

/** The cart's summary beside the address and payment steps. */
export function CartSummaryAside({ cart }: { cart: Cart }) {
  return (
    <aside className="checkout__aside" aria-label="Your order">
      <OrderSummary
        lines={cartLines(cart)}
        totals={cart.totals}
        currency={cart.currency}
        couponCode={cart.coupon?.code}
        shippingChosen={Boolean(cart.shipping_method)}
      />
    </aside>
  );
}
