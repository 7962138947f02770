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

  // spec §2 lists reset-password among the panes (issue 30: it was Page Not Found).
  it('knows the reset-password pane (the emailed link keeps its own route)', () => {
    expect(paneForSlug('reset-password')).toBe('reset-password');
    expect(paneForSlug('reset-password/a@b.co')).toBeNull();
  });

  it('answers null (Page Not Found) for anything else', () => {
    for (const slug of ['', 'unknown', 'profile/other', 'constructor', '__proto__']) expect(paneForSlug(slug)).toBeNull();
  });
});
