import { NavLink } from 'react-router';
import { preloadAuthDialogs } from '../features/auth/load-auth-dialogs';
import { preloadCartDrawer } from '../features/cart/cart-drawer-host';
import { logout, openLoginDialog } from '../lib/auth-events';
import { useRootData } from '../lib/root-data';
import { CartLink } from './cart-link';
import { AccountIcon, LogoutIcon } from './icons';

/**
 * Account and Cart in the header from md; below md the mobile bottom bar carries them. A guest's
 * account action opens the login dialog (the dialog code loads on hover or focus); a signed-in
 * shopper gets the account link and Logout. A plain click on Cart opens the cart drawer (onCartOpen);
 * it stays a link to /cart for new tabs and for pages without JavaScript.
 */
export function HeaderActions({ cartQuantity, onCartOpen }: { cartQuantity: number; onCartOpen?: () => void }) {
  const root = useRootData();
  const signedIn = Boolean(root?.initialValues.account?.id);
  return (
    <ul className="header__actions">
      {signedIn ? (
        <>
          <li>
            <NavLink to="/account" className="header__action">
              <AccountIcon />
              <span className="nav-label">Account</span>
            </NavLink>
          </li>
          <li>
            <button type="button" className="header__action" onClick={() => void logout()}>
              <LogoutIcon />
              <span className="nav-label">Logout</span>
            </button>
          </li>
        </>
      ) : (
        <li>
          <button
            type="button"
            className="header__action"
            aria-haspopup="dialog"
            onClick={() => openLoginDialog()}
            onPointerEnter={preloadAuthDialogs}
            onFocus={preloadAuthDialogs}
          >
            <AccountIcon />
            <span className="nav-label">Login</span>
          </button>
        </li>
      )}
      <li>
        <CartLink quantity={cartQuantity} className="header__action" onOpen={onCartOpen} onPreload={preloadCartDrawer} />
      </li>
    </ul>
  );
}
