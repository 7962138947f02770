import type { CartTotals } from '@vitrine/contracts/cart';
import { formatMoney } from '@vitrine/contracts/money';
import './order-totals.css';

export interface OrderTotalsProps {
  totals: CartTotals;
  currency: string;
  /** The applied coupon's code (its discount is totals.discount). */
  couponCode?: string | null;
  /** Whether a shipping method is chosen: until then shipping reads 'Calculated at checkout'. */
  shippingChosen: boolean;
}

/**
 * spec §3 Cart totals (the cart's and a placed order's), minor units from the server: nothing is
 * added up in the browser.
 */
export function OrderTotals({ totals, currency, couponCode, shippingChosen }: OrderTotalsProps) {
  const money = (minor: number) => formatMoney(minor, currency);
  const savings = Math.max(0, totals.mrp_total - totals.sub_total);
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
      {couponCode ? (
        <div className="cart-totals__row cart-totals__row--discount">
          <dt>Coupon ({couponCode})</dt>
          <dd>−{money(totals.discount)}</dd>
        </div>
      ) : null}
      <div className="cart-totals__row">
        <dt>Shipping</dt>
        <dd>{shippingChosen ? (totals.shipping === 0 ? 'Free' : money(totals.shipping)) : 'Calculated at checkout'}</dd>
      </div>
      <div className="cart-totals__row cart-totals__row--grand">
        <dt>Total</dt>
        <dd>{money(totals.grand_total)}</dd>
      </div>
    </dl>
  );
}
