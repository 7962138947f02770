import type { Cart } from '@vitrine/contracts/cart';
import type { AnalyticsParams } from '../../lib/analytics';

/**
 * What the checkout screens use of the cart store (features/cart): the route hands it over, as
 * features do not import each other (docs/architecture.md, layering).
 */
export interface CheckoutCart {
  cart: Cart;
  /** idle on the server and before hydration: the page's HTML is the same for everyone. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** A cart answer from a checkout call replaces the store's copy. */
  replace: (cart: Cart) => void;
  reload: () => Promise<void>;
  /** The cart as analytics parameters (begin_checkout's shape). */
  analytics: (cart: Cart) => AnalyticsParams;
}
