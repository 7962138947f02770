import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { AccountLayout } from './account-layout';
import type { Account } from './account-types';
import { isPhoneVerified } from './profile-rules';

/** spec §2 Profile: the profile fields; the phone with 'Verified', or a Verify button (spec §4). */
export function ProfileView({ account, verifyPhone }: { account: Account; verifyPhone: (phone: string) => ReactNode }) {
  const rows: [string, string | null | undefined][] = [
    ['First name', account.first_name],
    ['Last name', account.last_name],
    ['Email', account.email],
  ];
  return (
    <AccountLayout
      title="Profile"
      intro="Edit your profile"
      actions={
        <Link className={buttonClass('primary')} to="/account/profile/edit">
          Edit profile
        </Link>
      }
    >
      <dl className="account-details">
        {rows.map(([label, value]) => (
          <div key={label} className="account-details__row">
            <dt>{label}</dt>
            <dd>{value || <span className="account-muted">Not given</span>}</dd>
          </div>
        ))}
        <div className="account-details__row">
          <dt>Phone</dt>
          <dd className="account-details__phone">
            {account.phone || <span className="account-muted">Not given</span>}
            {account.phone ? (
              isPhoneVerified(account) ? (
                <span className="account-badge account-badge--success">Verified</span>
              ) : (
                verifyPhone(account.phone)
              )
            ) : null}
          </dd>
        </div>
      </dl>
    </AccountLayout>
  );
}
