import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { AccountLayout } from './account-layout';

/**
 * spec §2 Orders & Refunds. Orders arrive with checkout (the order issue fills this pane); until
 * then a customer has none, and this says so instead of hiding the menu entry.
 */
export function OrdersView() {
  return (
    <AccountLayout title="Orders & Refunds" intro="Track/Manage your orders">
      <div className="account-empty">
        <p>You have not placed any orders yet. Orders you place will be listed here, to track, cancel or return.</p>
        <Link className={buttonClass('primary')} to="/shop-online">
          Start shopping
        </Link>
      </div>
    </AccountLayout>
  );
}
