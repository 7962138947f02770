import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Drawer } from '../../components/ui/drawer';
import { CartEmpty } from './cart-empty';
import { CartLines } from './cart-lines';
import { useCart } from './cart-store';
import { CartTotals } from './cart-totals';
import { CheckoutButton } from './checkout-button';
import './cart-drawer.css';

/**
 * spec §2 cart drawer: the lines with steppers, the totals, View cart and Checkout. A modal
 * <dialog> (components/ui/drawer): focus is trapped inside and returns to the Cart link on close.
 * Loaded on first use (cart-drawer-host.tsx). Following a link in it closes it.
 */
export default function CartDrawer() {
  const cart = useCart();
  const { drawerOpen, closeDrawer } = cart;
  const location = useLocation();
  const hadItems = useRef(false);
  if (cart.cart.items.length > 0) hadItems.current = true;

  // Any navigation (a line's product link, View cart, Checkout) closes it.
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (location.key === lastKey.current) return;
    lastKey.current = location.key;
    closeDrawer();
  }, [location.key, closeDrawer]);

  const count = cart.cart.total_quantity;
  return (
    <Drawer open={drawerOpen} onClose={closeDrawer} title="Your cart" side="end" className="cart-drawer">
      {cart.status === 'idle' || cart.status === 'loading' ? (
        <p className="cart-drawer__loading" aria-busy="true">
          Loading your cart…
        </p>
      ) : cart.cart.items.length === 0 ? (
        <CartEmpty focus={hadItems.current} />
      ) : (
        <div className="cart-drawer__content">
          <p className="cart-drawer__count">{count === 1 ? '1 item' : `${count} items`}</p>
          <CartLines compact inDialog />
          <div className="cart-drawer__summary">
            <CartTotals cart={cart.cart} />
            <div className="cart-drawer__actions">
              <Link className={buttonClass('outline')} to="/cart">
                View cart
              </Link>
              <CheckoutButton />
            </div>
          </div>
        </div>
      )}
    </Drawer>
  );
}
