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

/** Every account page: the menu (a column from md, stacked above below it) and the pane. */
export function AccountLayout({ title, intro, actions, children }: AccountLayoutProps) {
  const menu = useAccountMenu();
  return (
    <div className="account container">
      <AccountNav menu={menu} />
      <div className="account__pane">
        <header className="account__header">
          <div>
            <h1 className="account__title">{title}</h1>
            {intro ? <p className="account__intro">{intro}</p> : null}
          </div>
          {actions ? <div className="account__actions">{actions}</div> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
