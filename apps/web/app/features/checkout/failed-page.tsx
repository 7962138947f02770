import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import './checkout.css';

/**
 * spec §2 /checkout-failed: the payment did not go through. The order and the cart are kept, so
 * the shopper can try again from the payment step, or change the cart.
 */
export function FailedPage() {
  return (
    <div className="checkout container checkout-result">
      <h1 className="checkout__title">Your payment did not go through</h1>
      <p>The payment was not completed. You can try again, choose another payment method or change your cart.</p>
      <div className="checkout-actions">
        <Link to="/checkout/payment" className={buttonClass('primary')}>
          Try the payment again
        </Link>
        <Link to="/cart" className={buttonClass('outline')}>
          Back to cart
        </Link>
      </div>
    </div>
  );
}
