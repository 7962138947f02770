import { CartMessages } from '@vitrine/contracts/cart';
import { lineBlocked } from './cart-state';
import type { CartStore } from './cart-store';

/**
 * The cart page's notices: prices changed since the shopper last saw them (update-items-price,
 * or a line's previous price), and lines out of stock (validate/stock, or a line's flags). The
 * region is always there, so a notice that appears is announced.
 */
export function CartNotices({ cart, pricesChanged }: { cart: CartStore; pricesChanged: boolean }) {
  const items = cart.cart.items;
  const prices = pricesChanged || cart.pricesUpdated || items.some((item) => item.previous_price !== null);
  const stock = cart.stockValid === false || items.some(lineBlocked);
  return (
    <div className="cart-notices" role="status">
      {prices ? <p className="cart-notice">{CartMessages.pricesUpdated}</p> : null}
      {stock ? <p className="cart-notice cart-notice--error">{CartMessages.outOfStock}</p> : null}
    </div>
  );
}
