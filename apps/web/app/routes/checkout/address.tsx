import { AddressPage } from '../../features/checkout/address-page';
import type { Route } from './+types/address';
import { useCheckoutCart } from './use-checkout-cart';

// spec §2 /checkout/address (checkout guard). No loader: the cart loads after hydration, so the
// HTML is the same for everyone; the guard runs in the browser and again in place-order.
export const meta: Route.MetaFunction = () => [{ title: 'Checkout: Address' }, { name: 'robots', content: 'noindex' }];

export default function CheckoutAddressRoute() {
  return <AddressPage checkout={useCheckoutCart()} />;
}
