import { FailedPage } from '../../features/checkout/failed-page';
import type { Route } from './+types/failed';

// spec §2 /checkout-failed: the payment did not go through.
export const meta: Route.MetaFunction = () => [{ title: 'Payment failed' }, { name: 'robots', content: 'noindex' }];

export default function CheckoutFailedRoute() {
  return <FailedPage />;
}
