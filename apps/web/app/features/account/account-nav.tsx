import { useId } from 'react';
import { NavLink } from 'react-router';
import { preloadProps } from '../../lib/route-preload';
import { type AccountMenuEntry, type AccountMenuGroup, DASHBOARD_PATH, groupAccountMenu } from './account-menu';
import { LogoutButton } from './logout-button';

/** The account menu beside every account page (spec §2): groups, entries and Logout. */
export function AccountNav({ menu, id }: { menu: readonly AccountMenuEntry[]; id?: string }) {
  return (
    // tabIndex -1: the pane's "Account menu" link moves focus here, not just the view.
    <nav className="account-nav" aria-label="Account menu" id={id} tabIndex={-1}>
      {groupAccountMenu(menu).map((group, index) => (
        <NavGroup key={group.name ?? `ungrouped-${index}`} group={group} />
      ))}
      <LogoutButton className="account-nav__logout" />
    </nav>
  );
}

function NavGroup({ group }: { group: AccountMenuGroup }) {
  const headingId = useId();
  return (
    <div className="account-nav__group">
      {group.name ? (
        <p id={headingId} className="account-nav__group-name">
          {group.name}
        </p>
      ) : null}
      <ul className="account-nav__list" aria-labelledby={group.name ? headingId : undefined}>
        {group.entries.map((entry) => (
          <li key={entry.id}>
            <NavLink className="account-nav__link" to={entry.path} end={entry.path === DASHBOARD_PATH} {...preloadProps(entry.path)}>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
