import { NavLink } from 'react-router';
import { CartLink } from './cart-link';
import { AccountIcon } from './icons';

/** Account and Cart in the header from md; below md the mobile bottom bar carries them. */
export function HeaderActions({ cartQuantity }: { cartQuantity: number }) {
  return (
    <ul className="header__actions">
      <li>
        <NavLink to="/account" className="header__action">
          <AccountIcon />
          <span className="nav-label">Account</span>
        </NavLink>
      </li>
      <li>
        <CartLink quantity={cartQuantity} className="header__action" />
      </li>
    </ul>
  );
}
