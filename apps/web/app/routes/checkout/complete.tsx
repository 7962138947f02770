import { OrderCancelButton } from '../../features/account/order-cancel-button';
import { type CompleteActions, CompletePage } from '../../features/checkout/complete-page';
import type { Route } from './+types/complete';

// spec §2 /checkout-complete?order_id&token&type (checkout-complete guard: the order's token).
// The order loads in the browser: the token never goes into a rendered document.
export const meta: Route.MetaFunction = () => [{ title: 'Order complete' }, { name: 'robots', content: 'noindex' }];

// A guest has no My orders: the order is cancelled from here, with its token.
const cancelAction: CompleteActions = (order, token, onChange) => <OrderCancelButton order={order} token={token} onCancelled={onChange} />;

export default function CheckoutCompleteRoute() {
  return <CompletePage actions={cancelAction} />;
}
