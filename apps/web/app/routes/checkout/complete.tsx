import { CompletePage } from '../../features/checkout/complete-page';
import type { Route } from './+types/complete';

// spec §2 /checkout-complete?order_id&token&type (checkout-complete guard: the order's token).
// The order loads in the browser: the token never goes into a rendered document.
export const meta: Route.MetaFunction = () => [{ title: 'Order complete' }, { name: 'robots', content: 'noindex' }];

export default function CheckoutCompleteRoute() {
  return <CompletePage />;
}
