import type { MouseEvent, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { preloadAuthDialogs } from '../features/auth/load-auth-dialogs';
import { openLoginDialog } from '../lib/auth-events';
import { CartLink } from './cart-link';
import { AccountIcon, HomeIcon, ShopIcon } from './icons';

interface BarLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onPreload?: () => void;
}

function BarLink({ to, label, icon, end, onClick, onPreload }: BarLinkProps) {
  return (
    <NavLink to={to} end={end} className="mobile-bar__link" onClick={onClick} onPointerEnter={onPreload} onFocus={onPreload}>
      {icon}
      <span className="nav-label">{label}</span>
    </NavLink>
  );
}

/**
 * spec §2 mobile bottom bar (below md only; CSS hides it from 768 px): Home, Shop, Cart with its
 * quantity badge, Account. NavLink marks the current entry with aria-current="page". A guest's
 * Account opens the login dialog where they are (issue 30: it used to go home through the login
 * guard), so a sign-in returns to this page; it stays a link to /account for new tabs.
 */
export function MobileBottomBar({ cartQuantity, signedIn = false }: { cartQuantity: number; signedIn?: boolean }) {
  const loginHere = (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openLoginDialog();
  };
  return (
    <nav aria-label="Mobile navigation" className="mobile-bar">
      <ul className="mobile-bar__list">
        <li>
          <BarLink to="/" label="Home" icon={<HomeIcon />} end />
        </li>
        <li>
          <BarLink to="/shop-online" label="Shop" icon={<ShopIcon />} />
        </li>
        <li>
          <CartLink quantity={cartQuantity} className="mobile-bar__link" />
        </li>
        <li>
          <BarLink to="/account" label="Account" icon={<AccountIcon />} onClick={loginHere} onPreload={signedIn ? undefined : preloadAuthDialogs} />
        </li>
      </ul>
    </nav>
  );
}
