import type { Menu, MenuItem } from '@vitrine/contracts/content';
import { useId } from 'react';
import { Link } from 'react-router';
import { preloadAuthDialogs } from '../features/auth/load-auth-dialogs';
import { SearchIcon } from '../features/search/search-icon';
import { logout, openLoginDialog } from '../lib/auth-events';
import { useRootData } from '../lib/root-data';
import { AccountIcon } from './icons';
import { MenuLink } from './menu-link';

// Every Vitrine shop has order tracking (spec §2), so Help is never empty.
const FALLBACK_HELP: MenuItem[] = [{ label: 'Track order', url: '/track-order' }];

/**
 * Below the main menu in the phone and tablet drawer: what the desktop header offers beside it
 * (login, or the account and logout, and search) and the help links, which are the shop's topbar
 * menu (decisions/018). `onClose` closes the drawer before the login dialog opens, so focus
 * goes back to the menu button first and the dialog returns it there.
 */
export function MenuExtras({ onClose }: { onClose: () => void }) {
  const root = useRootData();
  const helpId = useId();
  const signedIn = Boolean(root?.initialValues.account?.id);
  const topbarItems = (root?.template.topbar?.resolved as Menu | null | undefined)?.items ?? [];
  const help = topbarItems.length > 0 ? topbarItems : FALLBACK_HELP;
  const login = () => {
    onClose();
    // After the drawer's close has run (its focus return included).
    setTimeout(() => openLoginDialog(), 0);
  };
  return (
    <div className="menu-extras">
      <ul className="menu-extras__list">
        <li>
          {signedIn ? (
            <Link to="/account" className="menu-extras__link">
              <AccountIcon />
              Account
            </Link>
          ) : (
            <button
              type="button"
              className="menu-extras__link"
              aria-haspopup="dialog"
              onClick={login}
              onPointerEnter={preloadAuthDialogs}
              onFocus={preloadAuthDialogs}
            >
              <AccountIcon />
              Login
            </button>
          )}
        </li>
        {signedIn ? (
          <li>
            <button type="button" className="menu-extras__link menu-extras__link--indented" onClick={() => void logout()}>
              Logout
            </button>
          </li>
        ) : null}
        <li>
          <Link to="/search" className="menu-extras__link">
            <SearchIcon />
            Search
          </Link>
        </li>
      </ul>
      <nav aria-labelledby={helpId} className="menu-extras__help">
        <h3 id={helpId} className="menu-extras__title">
          Help
        </h3>
        <ul className="menu-extras__list">
          {help.map((item) => (
            <li key={item.url + item.label}>
              <MenuLink item={item} className="menu-extras__link" />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
