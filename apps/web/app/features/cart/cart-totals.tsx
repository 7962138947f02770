import type { Cart } from '@vitrine/contracts/cart';
import { formatMoney } from '@vitrine/contracts/money';
import { mrpSavings } from './cart-state';
import './cart-totals.css';

/** spec §3 Cart totals, minor units from the server: nothing is added up in the browser. */
export function CartTotals({ cart }: { cart: Cart }) {
  const money = (minor: number) => formatMoney(minor, cart.currency);
  const { totals } = cart;
  const savings = mrpSavings(cart);
  return (
    <dl className="cart-totals">
      <div className="cart-totals__row">
        <dt>Subtotal</dt>
        <dd>{money(totals.sub_total)}</dd>
      </div>
      {savings > 0 ? (
        <div className="cart-totals__row cart-totals__row--note">
          <dt>You save on MRP</dt>
          <dd>{money(savings)}</dd>
        </div>
      ) : null}
      {cart.coupon ? (
        <div className="cart-totals__row cart-totals__row--discount">
          <dt>Coupon ({cart.coupon.code})</dt>
          <dd>−{money(totals.discount)}</dd>
        </div>
      ) : null}
      <div className="cart-totals__row">
        <dt>Shipping</dt>
        <dd>{cart.shipping_method ? (totals.shipping === 0 ? 'Free' : money(totals.shipping)) : 'Calculated at checkout'}</dd>
      </div>
      <div className="cart-totals__row cart-totals__row--grand">
        <dt>Total</dt>
        <dd>{money(totals.grand_total)}</dd>
      </div>
    </dl>
  );
}
