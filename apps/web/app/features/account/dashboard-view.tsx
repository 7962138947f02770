import { useId } from 'react';
import { Link } from 'react-router';
import { preloadProps } from '../../lib/route-preload';
import { AccountLayout } from './account-layout';
import { type AccountMenuGroup, dashboardGroups } from './account-menu';
import type { Account } from './account-types';
import { useAccountMenu } from './use-account-menu';

/** The customer's name as they gave it, else what identifies them. */
export function displayName(account: Pick<Account, 'first_name' | 'last_name' | 'email' | 'phone'>): string {
  const name = [account.first_name, account.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || account.email || account.phone || '';
}

/** spec §2 Dashboard ('Account Overview'): the menu's entries as cards by group (Logout is in the menu). */
export function DashboardView({ account }: { account: Account }) {
  const groups = dashboardGroups(useAccountMenu());
  const name = displayName(account);
  return (
    <AccountLayout title="Dashboard" intro="Account Overview">
      {name ? <p className="account-dashboard__greeting">{`Hello, ${name}`}</p> : null}
      {groups.map((group, index) => (
        <DashboardGroup key={group.name ?? `ungrouped-${index}`} group={group} />
      ))}
    </AccountLayout>
  );
}

function DashboardGroup({ group }: { group: AccountMenuGroup }) {
  const headingId = useId();
  return (
    <section className="account-dashboard__group" aria-labelledby={group.name ? headingId : undefined}>
      {group.name ? (
        <h2 id={headingId} className="account-dashboard__group-name">
          {group.name}
        </h2>
      ) : null}
      <ul className="account-cards">
        {group.entries.map((entry) => (
          <li key={entry.id} className="account-card">
            <h3 className="account-card__title">
              <Link className="account-card__link" to={entry.path} {...preloadProps(entry.path)}>
                {entry.label}
              </Link>
            </h3>
            {entry.description ? <p className="account-card__description">{entry.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
