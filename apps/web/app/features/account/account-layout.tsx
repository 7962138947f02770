import type { ReactNode } from 'react';
import { AccountNav } from './account-nav';
import { useAccountMenu } from './use-account-menu';
import '../../styles/account.css';

interface AccountLayoutProps {
  /** The page's one h1. */
  title: string;
  /** A line under the title (the menu entry's description). */
  intro?: string | null;
  /** Buttons beside the title (Edit profile, Add address). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Where the pane's "Account menu" link leads (the menu's id). */
export const ACCOUNT_MENU_ID = 'account-menu';

/**
 * Every account page: the pane, then the menu. From md the menu is a column beside the pane
 * (account.css places it first); on a phone the pane's own content comes first and the menu
 * follows it, one tap away through the "Account menu" link at the top of the pane, instead of a
 * tall menu card above every pane.
 */
export function AccountLayout({ title, intro, actions, children }: AccountLayoutProps) {
  const menu = useAccountMenu();
  return (
    <div className="account container">
      <div className="account__pane">
        <a className="account__menu-link" href={`#${ACCOUNT_MENU_ID}`}>
          Account menu
        </a>
        <header className="account__header">
          <div>
            <h1 className="account__title">{title}</h1>
            {intro ? <p className="account__intro">{intro}</p> : null}
          </div>
          {actions ? <div className="account__actions">{actions}</div> : null}
        </header>
        {children}
      </div>
      <AccountNav menu={menu} id={ACCOUNT_MENU_ID} />
    </div>
  );
}
