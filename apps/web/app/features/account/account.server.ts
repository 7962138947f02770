import type { ApiClient } from '@vitrine/contracts/api-client';
import { editorCalls } from '@vitrine/contracts/api-client-editor';
import { data } from 'react-router';
import { utcDateFormat } from '../../lib/utc-date-format';
import { accountCalls } from './account-calls';
import { dataOrRedirect } from './account-guard.server';
import { type AccountPane, paneForSlug } from './account-pane';
import type { Account } from './account-types';
import { loadOrderPage } from './order-details.server';

interface PaneArgs {
  api: ApiClient;
  account: Account;
  request: Request;
  store: { mobileNumberLength: number; mobileCode: string };
}

export async function loadAccountPane(slug: string, { api, account, request, store }: PaneArgs): Promise<AccountPane> {
  const pane = paneForSlug(slug);
  const calls = accountCalls(api);
  switch (pane) {
    case 'profile':
    case 'reset-password':
      return { pane, account };
    case 'orders':
      return { pane, account, orders: await loadOrderPage(api, request) };
    case 'profile-edit':
      return { pane, account, ...store };
    case 'security': {
      const logs = dataOrRedirect(await calls.getAccessLogs(), request, 'account/access-logs');
      return { pane, account, accessLogs: logs.map((log) => ({ ...log, time: formatLogTime(log.created_at) })) };
    }
    case 'addresses':
      return { pane, account, ...(await loadAddressBook(api, request)) };
    case 'wishlist':
      return { pane, account, wishlist: dataOrRedirect(await api.getWishlist(), request, 'wishlist/get') };
    default:
      return { pane: 'plugin', account, plugin: await loadPluginPane(api, slug) };
  }
}

/** A plugin's pane for /account/{slug}; no plugin declares it: Page Not Found, as before. */
async function loadPluginPane(api: ApiClient, slug: string) {
  const path = `/account/${slug.replace(/^\/+|\/+$/g, '')}`;
  const res = await editorCalls(api.call).getPluginPane(path);
  if (res.body.status === 'success') return res.body.data;
  throw data({ reason: 'not-found' }, { status: 404 });
}

/** Saved addresses, the countries, and the fields of every country in use (the store's first). */
async function loadAddressBook(api: ApiClient, request: Request) {
  const calls = accountCalls(api);
  const [addressesRes, countriesRes, storeFieldsRes] = await Promise.all([api.getAddresses(), calls.getCountries(), calls.getAddressFields()]);
  const addresses = dataOrRedirect(addressesRes, request, 'address/all');
  const countries = dataOrRedirect(countriesRes, request, 'settings/countries');
  const storeFields = dataOrRedirect(storeFieldsRes, request, 'settings/address-fields');
  const others = [...new Set(addresses.map((a) => a.country_id))].filter((id) => id !== storeFields.country.id);
  const otherFields = await Promise.all(others.map(async (id) => (await calls.getAddressFields(id)).body));
  const addressFields = [storeFields, ...otherFields.flatMap((body) => (body.status === 'success' ? [body.data] : []))];
  return { addresses, countries, addressFields };
}

const logTime = utcDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** '22 Nov 2025, 03:40' in UTC; the raw value when it is not a date. */
export function formatLogTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : logTime(date);
}
