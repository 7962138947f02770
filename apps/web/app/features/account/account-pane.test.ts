import { describe, expect, it } from 'vitest';
import { paneForSlug } from './account-pane';

describe('account panes by slug (spec §2 /account/{slug...})', () => {
  it('knows the spec panes and the profile edit form', () => {
    expect(['profile', 'profile/edit', 'security', 'addresses', 'wishlist', 'orders'].map(paneForSlug)).toEqual([
      'profile',
      'profile-edit',
      'security',
      'addresses',
      'wishlist',
      'orders',
    ]);
    expect(paneForSlug('/addresses/')).toBe('addresses');
  });

  it('answers null (Page Not Found) for anything else', () => {
    for (const slug of ['', 'unknown', 'profile/other', 'constructor', '__proto__', 'reset-password']) expect(paneForSlug(slug)).toBeNull();
  });
});
