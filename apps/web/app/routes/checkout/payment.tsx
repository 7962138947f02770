import { PaymentPage } from '../../features/checkout/payment-page';
import type { Route } from './+types/payment';
import { useCheckoutCart } from './use-checkout-cart';

// spec §2 /checkout/payment (checkout guard): needs a valid address step, else back to the address.
export const meta: Route.MetaFunction = () => [{ title: 'Checkout: Payment' }, { name: 'robots', content: 'noindex' }];

export default function CheckoutPaymentRoute() {
  return <PaymentPage checkout={useCheckoutCart()} />;
}
