import { CartPage } from '../../features/cart/cart-page';
import type { Route } from './+types/cart';

// spec §2 /cart. No loader: the cart loads after hydration, so this page's HTML is the same for
// every visitor; it is nobody's to index.
export const meta: Route.MetaFunction = () => [{ title: 'Cart' }, { name: 'robots', content: 'noindex' }];

export default function CartRoute() {
  return <CartPage />;
}
