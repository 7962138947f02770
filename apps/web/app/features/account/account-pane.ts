import type { SavedAddress } from '@vitrine/contracts/address';
import type { OrderPage } from '@vitrine/contracts/orders';
import type { PluginPane } from '@vitrine/contracts/plugin-panes';
import type { CountryAddressFields, CountryOption } from '@vitrine/contracts/settings';
import type { Wishlist } from '@vitrine/contracts/wishlist';
import type { AccessLogRow, Account } from './account-types';

// The data of each /account/{slug...} pane (spec §2: profile, security, addresses, wishlist,
// orders). The guard has already fetched the account; each pane adds what it shows.

export type AccountPane =
  | { pane: 'profile'; account: Account }
  | { pane: 'profile-edit'; account: Account; mobileNumberLength: number; mobileCode: string }
  | { pane: 'security'; account: Account; accessLogs: AccessLogRow[] }
  /** The signed-in shopper's own password change (the emailed reset link has its own route). */
  | { pane: 'reset-password'; account: Account }
  | {
      pane: 'addresses';
      account: Account;
      addresses: SavedAddress[];
      countries: CountryOption[];
      /** The store's country first: a new address starts there. */
      addressFields: CountryAddressFields[];
    }
  | { pane: 'wishlist'; account: Account; wishlist: Wishlist }
  | { pane: 'orders'; account: Account; orders: OrderPage }
  /** A plugin's entry (spec §2: plugins add menus): its label, description and sanitised HTML. */
  | { pane: 'plugin'; account: Account; plugin: PluginPane };

export type PaneName = AccountPane['pane'];

/**
 * spec §2 panes by slug; /account/reset-password/{email}/{slug} (the emailed link) has its own
 * route. Anything else is Page Not Found.
 */
export function paneForSlug(slug: string): PaneName | null {
  const clean = slug.replace(/^\/+|\/+$/g, '');
  const panes: Record<string, PaneName> = {
    profile: 'profile',
    'profile/edit': 'profile-edit',
    security: 'security',
    'reset-password': 'reset-password',
    addresses: 'addresses',
    wishlist: 'wishlist',
    orders: 'orders',
  };
  return Object.hasOwn(panes, clean) ? panes[clean] : null;
}
