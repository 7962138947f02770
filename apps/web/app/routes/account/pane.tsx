import { loadAccountPane } from '../../features/account/account.server';
import { accountContext, requireCustomer } from '../../features/account/account-guard.server';
import { accountMeta } from '../../features/account/account-meta';
import type { PaneName } from '../../features/account/account-pane';
import { AccountPaneView } from '../../features/account/account-pane-view';
import { apiContext, initialValuesContext } from '../../lib/api-context';
import type { Route } from './+types/pane';
import { accountPaneSlots } from './pane-slots';

// spec §2 /account/{slug...}: requires login (server guard); the panes profile (and its edit
// form), security, reset-password, addresses, wishlist, orders and the panes plugins declare. Other slugs are Page Not Found.
export const middleware: Route.MiddlewareFunction[] = [requireCustomer];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const country = context.get(initialValuesContext)?.storefront.channel.country;
  return loadAccountPane(params['*'] ?? '', {
    api: context.get(apiContext),
    account: context.get(accountContext)!,
    request,
    store: { mobileNumberLength: country?.mobile_number_length ?? 10, mobileCode: country?.mobile_code ?? '' },
  });
}

const TITLES: Record<PaneName, string> = {
  profile: 'Profile',
  'profile-edit': 'Edit Profile',
  security: 'Security',
  'reset-password': 'Reset Password',
  addresses: 'Addresses',
  wishlist: 'Wishlist',
  orders: 'Orders & Refunds',
  plugin: 'Account',
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  accountMeta(loaderData ? (loaderData.pane === 'plugin' ? loaderData.plugin.label : TITLES[loaderData.pane]) : 'Account', matches);

export default function AccountPane({ loaderData }: Route.ComponentProps) {
  return <AccountPaneView data={loaderData} slots={accountPaneSlots} />;
}
