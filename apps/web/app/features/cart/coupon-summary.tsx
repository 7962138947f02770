import { formatMoney } from '@vitrine/contracts/money';
import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { useCart } from './cart-store';

/** The applied coupon with Remove, and the button that opens the coupon popup. */
export function CouponSummary() {
  const cart = useCart();
  const opener = useRef<HTMLButtonElement>(null);
  const { coupon, currency } = cart.cart;

  const remove = async () => {
    if (cart.updating) return;
    const result = await cart.removeCoupon();
    // Remove is gone with the coupon: focus moves to the button that can apply another.
    if (result.ok) opener.current?.focus();
  };

  return (
    <div className="coupon-summary">
      {coupon ? (
        <div className="coupon-summary__applied">
          <p>
            <strong>{coupon.code}</strong> applied{coupon.discount > 0 ? `: you save ${formatMoney(coupon.discount, currency)}` : ''}
            {coupon.description ? <span className="coupon-summary__description">{coupon.description}</span> : null}
            {/* Still applied, but worth nothing now (e.g. the cart fell below its minimum). */}
            {coupon.reason ? <span className="coupon-summary__reason">{coupon.reason}</span> : null}
          </p>
          <Button variant="ghost" className="coupon-summary__remove" aria-disabled={cart.updating || undefined} onClick={remove}>
            Remove<span className="visually-hidden"> coupon {coupon.code}</span>
          </Button>
        </div>
      ) : null}
      <Button ref={opener} variant="outline" className="coupon-summary__open" aria-haspopup="dialog" onClick={cart.openCoupon}>
        {coupon ? 'Change coupon' : 'Apply coupon'}
      </Button>
    </div>
  );
}
