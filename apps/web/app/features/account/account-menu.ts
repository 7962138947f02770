import type { PluginInfo } from '@vitrine/contracts/storefront';

// spec §2 Account menu: entries with paths, descriptions and groups; plugins can add menus and
// groups. Pure (no React), so the dashboard, the side menu and the tests share one model.

export interface AccountMenuEntry {
  /** Stable key; plugin entries use it to place themselves (`after`). */
  id: string;
  label: string;
  path: string;
  description: string;
  /** Heading the entry is listed under; entries without one stand alone (Dashboard). */
  group: string | null;
  /** Listed as a card on the dashboard. */
  onDashboard: boolean;
}

/**
 * What a plugin declares to add an entry: its config may carry `account_menu: [...]` with these
 * keys. `after` names the entry it follows (default: the end); `group` may be a new group.
 */
export interface AccountMenuExtension {
  id?: string;
  label: string;
  path: string;
  description?: string;
  group?: string | null;
  after?: string;
  on_dashboard?: boolean;
}

export interface AccountMenuGroup {
  /** null for the entries outside any group. */
  name: string | null;
  entries: AccountMenuEntry[];
}

export const DASHBOARD_PATH = '/account';

/** spec §2 table, in its order ("Addresses (after Security)", "Wishlist (after Addresses)"). */
export const DEFAULT_ACCOUNT_MENU: readonly AccountMenuEntry[] = [
  { id: 'dashboard', label: 'Dashboard', path: DASHBOARD_PATH, description: 'Account Overview', group: null, onDashboard: false },
  { id: 'profile', label: 'Profile', path: '/account/profile', description: 'Edit your profile', group: 'Account', onDashboard: true },
  { id: 'security', label: 'Security', path: '/account/security', description: 'Access logs and change password', group: 'Account', onDashboard: true },
  {
    id: 'addresses',
    label: 'Addresses',
    path: '/account/addresses',
    description: 'Save addresses for a hassle-free checkout',
    group: 'Account',
    onDashboard: true,
  },
  { id: 'wishlist', label: 'Wishlist', path: '/account/wishlist', description: 'All your saved product collections', group: 'Account', onDashboard: true },
  { id: 'orders', label: 'Orders & Refunds', path: '/account/orders', description: 'Track/Manage your orders', group: 'Orders', onDashboard: true },
];

const MAX_TEXT = 120;
const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** Plugin entries stay inside the account area: a same-origin /account/... path, nothing else. */
export function isAccountPath(path: unknown): path is string {
  return typeof path === 'string' && /^\/account\/[A-Za-z0-9/_-]+$/.test(path) && !path.includes('//');
}

/** Turns one declared extension into an entry, or null when it is not usable (never throws). */
export function toMenuEntry(raw: unknown): (AccountMenuEntry & { after?: string }) | null {
  if (!raw || typeof raw !== 'object') return null;
  const ext = raw as Partial<AccountMenuExtension>;
  if (!isText(ext.label) || !isAccountPath(ext.path)) return null;
  return {
    id: isText(ext.id) ? ext.id : ext.path,
    label: ext.label.trim(),
    path: ext.path,
    description: isText(ext.description, 200) ? ext.description.trim() : '',
    group: isText(ext.group) ? ext.group.trim() : null,
    onDashboard: ext.on_dashboard !== false,
    ...(isText(ext.after) ? { after: ext.after } : {}),
  };
}

/** The extensions the storefront's plugins declare in their config (`account_menu`). */
export function pluginMenuExtensions(plugins: readonly PluginInfo[]): unknown[] {
  return plugins.flatMap((plugin) => {
    const declared = plugin.config?.account_menu;
    return Array.isArray(declared) ? declared : [];
  });
}

/**
 * The whole menu: the defaults plus usable extensions, each placed after its `after` entry (or
 * at the end). An extension reusing a taken id or path is ignored: plugins add, never replace.
 */
export function buildAccountMenu(extensions: readonly unknown[] = []): AccountMenuEntry[] {
  const menu: AccountMenuEntry[] = [...DEFAULT_ACCOUNT_MENU];
  for (const raw of extensions) {
    const entry = toMenuEntry(raw);
    if (!entry || menu.some((e) => e.id === entry.id || e.path === entry.path)) continue;
    const { after, ...clean } = entry;
    const anchor = after ? menu.findIndex((e) => e.id === after) : -1;
    if (anchor >= 0) menu.splice(anchor + 1, 0, clean);
    else menu.push(clean);
  }
  return menu;
}

export function accountMenuFor(plugins: readonly PluginInfo[]): AccountMenuEntry[] {
  return buildAccountMenu(pluginMenuExtensions(plugins));
}

/**
 * Entries by group, named groups in order of first appearance; ungrouped entries keep their place
 * (consecutive ones share a run), so a plugin entry at the end stays at the end.
 */
export function groupAccountMenu(entries: readonly AccountMenuEntry[]): AccountMenuGroup[] {
  const groups: AccountMenuGroup[] = [];
  for (const entry of entries) {
    const group = entry.group === null ? (groups.at(-1)?.name === null ? groups.at(-1) : undefined) : groups.find((g) => g.name === entry.group);
    if (group) group.entries.push(entry);
    else groups.push({ name: entry.group, entries: [entry] });
  }
  return groups;
}

/** The dashboard's cards: the entries flagged for it, grouped. */
export function dashboardGroups(entries: readonly AccountMenuEntry[]): AccountMenuGroup[] {
  return groupAccountMenu(entries.filter((e) => e.onDashboard));
}

/** The entry a path belongs to (the longest matching path, so /account/profile/edit is Profile). */
export function currentMenuEntry(entries: readonly AccountMenuEntry[], pathname: string): AccountMenuEntry | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: AccountMenuEntry | null = null;
  for (const entry of entries) {
    const matches = path === entry.path || (entry.path !== DASHBOARD_PATH && path.startsWith(`${entry.path}/`));
    if (matches && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}
