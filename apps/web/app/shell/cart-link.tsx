import { type MouseEvent, useId } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cartBadgeText, cartQuantityLabel } from './cart-quantity';
import { CartIcon } from './icons';

/**
 * The Cart link with its quantity badge (spec §2: shown when the total quantity is above zero).
 * The link stays named "Cart"; the count is its description, so it is announced without
 * changing the name. onOpen: a plain left click opens the cart drawer instead of navigating
 * (modifier keys, middle clicks and the cart page itself keep the link's own behaviour).
 */
export function CartLink({ quantity, className, onOpen, onPreload }: { quantity: number; className: string; onOpen?: () => void; onPreload?: () => void }) {
  const descriptionId = useId();
  const location = useLocation();
  const showBadge = quantity > 0;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || location.pathname === '/cart') return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <>
      <NavLink
        to="/cart"
        className={className}
        aria-describedby={showBadge ? descriptionId : undefined}
        aria-haspopup={onOpen ? 'dialog' : undefined}
        onClick={onClick}
        onPointerEnter={onPreload}
        onFocus={onPreload}
      >
        <span className="icon-with-badge">
          <CartIcon />
          {showBadge ? (
            <span className="badge" aria-hidden="true">
              {cartBadgeText(quantity)}
            </span>
          ) : null}
        </span>
        <span className="nav-label">Cart</span>
      </NavLink>
      {showBadge ? (
        <span id={descriptionId} hidden>
          {cartQuantityLabel(quantity)}
        </span>
      ) : null}
    </>
  );
}
