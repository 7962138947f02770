import { describe, expect, it } from 'vitest';
import { accountMenuFor, buildAccountMenu, currentMenuEntry, DEFAULT_ACCOUNT_MENU, dashboardGroups, groupAccountMenu, isAccountPath } from './account-menu';

const ids = (entries: readonly { id: string }[]) => entries.map((e) => e.id);

describe('account menu (spec §2)', () => {
  it('has the spec entries, paths and descriptions, Addresses after Security and Wishlist after Addresses', () => {
    expect(DEFAULT_ACCOUNT_MENU.map(({ label, path, description }) => [label, path, description])).toEqual([
      ['Dashboard', '/account', 'Account Overview'],
      ['Profile', '/account/profile', 'Edit your profile'],
      ['Security', '/account/security', 'Access logs and change password'],
      ['Addresses', '/account/addresses', 'Save addresses for a hassle-free checkout'],
      ['Wishlist', '/account/wishlist', 'All your saved product collections'],
      ['Orders & Refunds', '/account/orders', 'Track/Manage your orders'],
    ]);
  });

  it('groups Profile and Security under Account and Orders & Refunds under Orders', () => {
    const groups = groupAccountMenu(buildAccountMenu());
    expect(groups.map((g) => [g.name, ids(g.entries)])).toEqual([
      [null, ['dashboard']],
      ['Account', ['profile', 'security', 'addresses', 'wishlist']],
      ['Orders', ['orders']],
    ]);
  });

  it('shows every entry but the dashboard itself as dashboard cards, Orders included', () => {
    const cards = dashboardGroups(buildAccountMenu());
    expect(cards.flatMap((g) => ids(g.entries))).toEqual(['profile', 'security', 'addresses', 'wishlist', 'orders']);
  });

  it('places plugin entries after the entry they name, in new groups when asked', () => {
    const menu = buildAccountMenu([
      { id: 'rewards', label: 'Rewards', path: '/account/rewards', description: 'Your points', group: 'Loyalty', after: 'orders' },
      { label: 'Gift cards', path: '/account/gift-cards', after: 'security', group: 'Account' },
      { label: 'Subscriptions', path: '/account/subscriptions' },
    ]);
    expect(ids(menu)).toEqual([
      'dashboard',
      'profile',
      'security',
      '/account/gift-cards',
      'addresses',
      'wishlist',
      'orders',
      'rewards',
      '/account/subscriptions',
    ]);
    expect(groupAccountMenu(menu).map((g) => g.name)).toEqual([null, 'Account', 'Orders', 'Loyalty', null]);
  });

  it('ignores unusable extensions: other sites, missing labels, taken ids or paths', () => {
    const menu = buildAccountMenu([
      { label: 'Evil', path: 'https://evil.example/account' },
      { label: 'Protocol relative', path: '//evil.example' },
      { label: 'Outside', path: '/cart' },
      { path: '/account/nolabel' },
      { id: 'profile', label: 'Mine', path: '/account/mine' },
      { label: 'Dup', path: '/account/security' },
      null,
      'text',
    ]);
    expect(menu).toEqual([...DEFAULT_ACCOUNT_MENU]);
  });

  it('reads extensions from the plugins config (account_menu)', () => {
    const menu = accountMenuFor([
      { module_name: 'Loyalty', config: { account_menu: [{ label: 'Rewards', path: '/account/rewards', on_dashboard: false }] } },
      { module_name: 'GoogleGtag', config: { google_tag_id: 'G-1' } },
      { module_name: 'NoConfig' },
    ]);
    expect(menu.at(-1)).toMatchObject({ label: 'Rewards', path: '/account/rewards', onDashboard: false, group: null });
    expect(dashboardGroups(menu).flatMap((g) => ids(g.entries))).not.toContain('/account/rewards');
  });

  it('finds the current entry by the longest matching path', () => {
    const menu = buildAccountMenu();
    expect(currentMenuEntry(menu, '/account')?.id).toBe('dashboard');
    expect(currentMenuEntry(menu, '/account/')?.id).toBe('dashboard');
    expect(currentMenuEntry(menu, '/account/profile/edit')?.id).toBe('profile');
    expect(currentMenuEntry(menu, '/account/unknown')).toBeNull();
  });

  it('accepts only /account/... paths for plugin entries', () => {
    expect(isAccountPath('/account/rewards')).toBe(true);
    expect(isAccountPath('/account/a/b_c-1')).toBe(true);
    for (const bad of ['/account', '/accounts/x', '/account/../cart', '/account/x?y', 'javascript:alert(1)', 42]) {
      expect(isAccountPath(bad)).toBe(false);
    }
  });
});
