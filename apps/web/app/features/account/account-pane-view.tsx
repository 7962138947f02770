import type { ReactNode } from 'react';
import { AccountLayout } from './account-layout';
import type { AccountPane } from './account-pane';
import { AddressesView } from './addresses-view';
import { OrdersView } from './orders-view';
import { type NewPasswordSlot, PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';
import { SecurityView } from './security-view';

/** What other features put into the panes; the route composes them (features do not import each other). */
export interface AccountPaneSlots {
  /** The Verify button and popup for an unverified phone (spec §4). */
  verifyPhone: (phone: string) => ReactNode;
  /** The saved products of the Wishlist pane. */
  wishlist: (wishlist: Extract<AccountPane, { pane: 'wishlist' }>['wishlist']) => ReactNode;
  /** The new password field with the strength meter register and reset show (spec §4). */
  newPassword: NewPasswordSlot;
}

/** The pane for /account/{slug...}, from what its loader brought. */
export function AccountPaneView({ data, slots }: { data: AccountPane; slots: AccountPaneSlots }) {
  switch (data.pane) {
    case 'profile':
      return <ProfileView account={data.account} verifyPhone={slots.verifyPhone} />;
    case 'profile-edit':
      return <ProfileForm account={data.account} mobileNumberLength={data.mobileNumberLength} mobileCode={data.mobileCode} />;
    case 'security':
      return <SecurityView account={data.account} accessLogs={data.accessLogs} newPassword={slots.newPassword} />;
    case 'reset-password':
      return (
        <AccountLayout title="Reset Password" intro="Choose a new password to sign in with">
          <PasswordForm hasPassword={data.account.has_password} newPassword={slots.newPassword} />
        </AccountLayout>
      );
    case 'addresses':
      return <AddressesView addresses={data.addresses} countries={data.countries} addressFields={data.addressFields} />;
    case 'wishlist':
      return (
        <AccountLayout title="Wishlist" intro="All your saved product collections">
          {slots.wishlist(data.wishlist)}
        </AccountLayout>
      );
    case 'orders':
      return <OrdersView orders={data.orders} />;
    case 'plugin':
      return (
        <AccountLayout title={data.plugin.label} intro={data.plugin.description}>
          {/* Sanitised by the API (plugin-panes.service.ts). */}
          <div className="account__plugin-pane" dangerouslySetInnerHTML={{ __html: data.plugin.html }} />
        </AccountLayout>
      );
  }
}
