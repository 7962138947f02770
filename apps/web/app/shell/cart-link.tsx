import { useId } from 'react';
import { NavLink } from 'react-router';
import { cartBadgeText, cartQuantityLabel } from './cart-quantity';
import { CartIcon } from './icons';

/**
 * The Cart link with its quantity badge (spec §2: shown when the total quantity is above zero).
 * The link stays named "Cart"; the count is its description, so it is announced without
 * changing the name.
 */
export function CartLink({ quantity, className }: { quantity: number; className: string }) {
  const descriptionId = useId();
  const showBadge = quantity > 0;
  return (
    <>
      <NavLink to="/cart" className={className} aria-describedby={showBadge ? descriptionId : undefined}>
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
