import type { SavedAddress } from '@vitrine/contracts/address';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountPaneView } from '../../features/account/account-pane-view';
import type { Account } from '../../features/account/account-types';
import { DashboardView } from '../../features/account/dashboard-view';
import { accountPaneSlots as slots } from './pane-slots';

const account: Account = {
  id: 'cus_1',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  phone_verified: true,
  phone_verified_at: '2025-01-01T00:00:00Z',
  has_password: true,
  verification_required: null,
  created_at: '2025-01-01T00:00:00Z',
};

function render(element: ReactNode, path = '/account') {
  const plugins = [{ module_name: 'Loyalty', config: { account_menu: [{ label: 'Rewards', path: '/account/rewards', group: 'Loyalty' }] } }];
  const router = createMemoryRouter([{ id: 'root', path: '/account/*', loader: () => null, element }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: { initialValues: { plugins, account } } } },
  });
  return renderToString(<RouterProvider router={router} />);
}

describe('account views (server render)', () => {
  it('dashboard: greeting, groups as headings, entries as cards with descriptions, plugin entries, Logout', () => {
    const html = render(<DashboardView account={account} />);
    expect(html).toContain('<h1 class="account__title">Dashboard</h1>');
    expect(html).toContain('Account Overview');
    expect(html).toContain('Hello, Asha Rao');
    for (const text of [
      'Edit your profile',
      'Access logs and change password',
      'Track/Manage your orders',
      'Save addresses for a hassle-free checkout',
      'All your saved product collections',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/<h2[^>]*>Orders<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Loyalty<\/h2>/);
    expect(html).toContain('href="/account/rewards"');
    expect(html).toContain('aria-label="Account menu"');
    expect(html.match(/>Logout</g)).toHaveLength(1);
  });

  it("profile: the fields and 'Verified' only for a verified phone", () => {
    expect(render(<AccountPaneView slots={slots} data={{ pane: 'profile', account }} />, '/account/profile')).toContain('>Verified</span>');
    const unverified = render(<AccountPaneView slots={slots} data={{ pane: 'profile', account: { ...account, phone_verified: false } }} />, '/account/profile');
    expect(unverified).not.toContain('>Verified</span>');
    expect(unverified).toContain('>Verify</button>');
    expect(unverified).toContain('href="/account/profile/edit"');
  });

  it('security: the access log table and the change password form', () => {
    const logs = [
      {
        id: 'l1',
        method: 'otp',
        device: 'Chrome on Windows',
        user_agent: null,
        ip: '203.0.113.9',
        created_at: '2025-11-22T03:40:00Z',
        time: '22 Nov 2025, 03:40',
      },
    ];
    const html = render(<AccountPaneView slots={slots} data={{ pane: 'security', account, accessLogs: logs }} />, '/account/security');
    for (const text of [
      'Time (UTC)',
      'Device',
      'IP address',
      'Chrome on Windows',
      '203.0.113.9',
      '22 Nov 2025, 03:40',
      'Current password',
      'Confirm new password',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('security: the new password has the strength meter of register and reset (issue 13)', () => {
    const html = render(<AccountPaneView slots={slots} data={{ pane: 'security', account, accessLogs: [] }} />, '/account/security');
    // The meter's live line sits inside the New password field, before Confirm new password.
    expect(html).toMatch(/New password<\/label>.*class="strength strength--0".*Confirm new password/s);
    const noPassword = render(
      <AccountPaneView slots={slots} data={{ pane: 'security', account: { ...account, has_password: false }, accessLogs: [] }} />,
      '/account/security',
    );
    expect(noPassword).toContain('class="strength strength--0"');
  });

  it('addresses: default first with its badge, an Edit per address, Add address', () => {
    const address = (id: string, isDefault: boolean, first: string): SavedAddress => ({
      id,
      address_id: id,
      address_type: 'Shipping',
      default: isDefault,
      is_default: isDefault,
      country_id: 'country_in',
      state_id: null,
      country: { id: 'country_in', name: 'India', iso2: 'IN' },
      state: null,
      fields: { first_name: first, city: 'Pune' },
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    });
    const html = render(
      <AccountPaneView
        slots={slots}
        data={{ pane: 'addresses', account, addresses: [address('a', false, 'Second'), address('b', true, 'First')], countries: [], addressFields: [] }}
      />,
      '/account/addresses',
    );
    expect(html.indexOf('First')).toBeLessThan(html.indexOf('Second'));
    expect(html.match(/>Default</g)).toHaveLength(1);
    expect(html.match(/>Edit</g)).toHaveLength(2);
    expect(html).toContain('>Add address</button>');
  });

  it('wishlist: an empty wishlist links to the shop', () => {
    const html = render(
      <AccountPaneView slots={slots} data={{ pane: 'wishlist', account, wishlist: { items: [], product_ids: [], count: 0 } }} />,
      '/account/wishlist',
    );
    expect(html).toContain('Your wishlist is empty');
    expect(html).toContain('href="/shop-online"');
  });

  it('wishlist: saved products as cards with a named Remove button', () => {
    const product = {
      id: 'prod_1',
      name: 'Linen Shirt',
      slug: 'linen-shirt',
      sku: 'LS',
      brand: null,
      category: null,
      selling_price: 189900,
      mrp: 189900,
      currency: 'INR',
      base_image: { url: '/media/p/ls.webp', width: 800, height: 800, alt: '' },
      variant_id: null,
      in_stock: true,
    };
    const wishlist = { items: [{ product_id: 'prod_1', product, added_at: '2025-01-01T00:00:00Z' }], product_ids: ['prod_1'], count: 1 };
    const html = render(<AccountPaneView slots={slots} data={{ pane: 'wishlist', account, wishlist }} />, '/account/wishlist');
    expect(html).toContain('href="/product/linen-shirt"');
    expect(html).toContain('aria-label="Remove Linen Shirt from wishlist"');
    expect(html).toContain('1 saved product');
  });
});
