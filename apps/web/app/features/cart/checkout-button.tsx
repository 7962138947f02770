import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { track } from '../../lib/analytics';
import { CHECKOUT_PATH } from './buy-now-button';
import { cartParams } from './cart-analytics';
import { canCheckout } from './cart-state';
import { useCart } from './cart-store';

/**
 * The way to the address step (spec §4: next step after the cart). While a line is out of stock
 * it is a disabled button that says why, instead of a link that would fail later.
 */
export function CheckoutButton({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const cart = useCart();
  if (!canCheckout(cart)) {
    return (
      <button type="button" className={buttonClass('primary', className)} disabled>
        Checkout
      </button>
    );
  }
  return (
    <Link
      to={CHECKOUT_PATH}
      className={buttonClass('primary', className)}
      onClick={() => {
        track('begin_checkout', cartParams(cart.cart));
        onNavigate?.();
      }}
    >
      Checkout
    </Link>
  );
}
