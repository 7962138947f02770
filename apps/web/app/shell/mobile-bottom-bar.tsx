import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { CartLink } from './cart-link';
import { AccountIcon, HomeIcon, ShopIcon } from './icons';

function BarLink({ to, label, icon, end }: { to: string; label: string; icon: ReactNode; end?: boolean }) {
  return (
    <NavLink to={to} end={end} className="mobile-bar__link">
      {icon}
      <span className="nav-label">{label}</span>
    </NavLink>
  );
}

/**
 * spec §2 mobile bottom bar (below md only; CSS hides it from 768 px): Home, Shop, Cart with its
 * quantity badge, Account. NavLink marks the current entry with aria-current="page".
 */
export function MobileBottomBar({ cartQuantity }: { cartQuantity: number }) {
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
          <BarLink to="/account" label="Account" icon={<AccountIcon />} />
        </li>
      </ul>
    </nav>
  );
}
