import type { Menu } from '@vitrine/contracts/content';
import type { Storefront } from '@vitrine/contracts/storefront';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { onDemand, useOpenedOnce } from '../components/ui/on-demand';
import { MiniSearch } from '../features/search/mini-search';
import type { ResolvedSection } from '../sections/resolve-sections.server';
import { HeaderActions } from './header-actions';
import { MenuIcon } from './icons';
import { MainNav } from './main-nav';
import { isHeaderStuck } from './scroll-thresholds';
import { useScrollFlag } from './use-scroll-flag';

// The drawer (and its dialog code) loads when the menu button is pointed at, focused or pressed.
const MenuDrawer = onDemand(() => import('./menu-drawer').then((m) => m.MenuDrawer));

const stuckFromMetrics = ({ scrollY }: { scrollY: number }) => isHeaderStuck(scrollY);

/**
 * Logo, main navigation (dropdowns from lg, a drawer below lg), the mini-search and cart/account links. With
 * enable_sticky_header it sticks to the top and, after 50 px of scroll, gains the spec §4 'stuck'
 * state (class is-stuck, data-stuck="true").
 */
export function Header({
  storefront,
  header,
  cartQuantity,
  onCartOpen,
}: {
  storefront: Storefront;
  header: ResolvedSection | null;
  cartQuantity: number;
  /** Opens the cart drawer (a plain click on the header's Cart link). */
  onCartOpen?: () => void;
}) {
  const items = (header?.resolved as Menu | null | undefined)?.items ?? [];
  const sticky = storefront.enable_sticky_header;
  const stuck = useScrollFlag(stuckFromMetrics, sticky);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuMounted = useOpenedOnce(menuOpen);
  const location = useLocation();

  // Following a link in the drawer closes it (state adjusted during render, React's pattern
  // for resetting state when a value changes).
  const path = location.pathname + location.search;
  const [lastPath, setLastPath] = useState(path);
  if (path !== lastPath) {
    setLastPath(path);
    setMenuOpen(false);
  }

  const className = ['site-header', 'header', sticky ? 'is-sticky' : '', stuck ? 'is-stuck' : ''].filter(Boolean).join(' ');
  const { logo } = storefront;
  return (
    <header className={className} data-stuck={stuck ? 'true' : undefined}>
      <div className="container header__inner">
        {/* Always: besides the main menu the drawer holds login, search and help (decisions/018). */}
        <button
          type="button"
          className="header__menu-button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
          onPointerEnter={MenuDrawer.preload}
          onFocus={MenuDrawer.preload}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="header__logo" aria-label={`${storefront.name} home`}>
          {logo.url ? (
            <img src={logo.url} alt={logo.alt || storefront.name} width={logo.width} height={logo.height} />
          ) : (
            <span className="header__store-name">{storefront.name}</span>
          )}
        </Link>
        {items.length > 0 ? <MainNav items={items} /> : null}
        <MiniSearch />
        <HeaderActions cartQuantity={cartQuantity} onCartOpen={onCartOpen} />
      </div>
      {menuMounted ? (
        <Suspense fallback={null}>
          <MenuDrawer.Component open={menuOpen} onClose={() => setMenuOpen(false)} items={items} />
        </Suspense>
      ) : null}
    </header>
  );
}
