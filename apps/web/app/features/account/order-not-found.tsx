import { OrderMessages } from '@vitrine/contracts/orders';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { AccountLayout } from './account-layout';

/** /account/orders/{order_id} for an order that is not there or not this customer's (a 404). */
export function OrderNotFound() {
  return (
    <AccountLayout title={OrderMessages.notFound}>
      <div className="account-empty">
        <p>We could not find this order in your account. Check the link, or pick the order from your list.</p>
        <Link className={buttonClass('primary')} to="/account/orders">
          Go to your orders
        </Link>
      </div>
    </AccountLayout>
  );
}
