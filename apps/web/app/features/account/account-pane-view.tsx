import { WishlistList } from '../wishlist/wishlist-list';
import { AccountLayout } from './account-layout';
import type { AccountPane } from './account-pane';
import { AddressesView } from './addresses-view';
import { OrdersView } from './orders-view';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';
import { SecurityView } from './security-view';

/** The pane for /account/{slug...}, from what its loader brought. */
export function AccountPaneView({ data }: { data: AccountPane }) {
  switch (data.pane) {
    case 'profile':
      return <ProfileView account={data.account} />;
    case 'profile-edit':
      return <ProfileForm account={data.account} mobileNumberLength={data.mobileNumberLength} mobileCode={data.mobileCode} />;
    case 'security':
      return <SecurityView account={data.account} accessLogs={data.accessLogs} />;
    case 'addresses':
      return <AddressesView addresses={data.addresses} countries={data.countries} addressFields={data.addressFields} />;
    case 'wishlist':
      return (
        <AccountLayout title="Wishlist" intro="All your saved product collections">
          <WishlistList wishlist={data.wishlist} />
        </AccountLayout>
      );
    case 'orders':
      return <OrdersView />;
  }
}
