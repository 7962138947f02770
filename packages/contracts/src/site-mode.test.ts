import { describe, expect, it } from 'vitest';
import { decideSiteMode, isLicenseActive, isSiteModePath, lockedPathFor, type SiteModeDecision, type SiteModeInput } from './site-mode.ts';

const PASSWORD = '/password-protected';
const COMING_SOON = '/coming-soon';
const MAINTENANCE = '/under-maintenance';

describe('decideSiteMode (spec §4)', () => {
  const base: SiteModeInput = { licenseStatus: 'active', passwordProtected: false, mode: null, unlocked: false, pathname: '/' };
  const decide = (over: Partial<SiteModeInput>) => decideSiteMode({ ...base, ...over });

  it('shows the unavailable page without a licence status, whatever else is set', () => {
    for (const licenseStatus of [null, undefined, '', 'inactive']) {
      expect(decide({ licenseStatus })).toEqual({ kind: 'unavailable' });
      expect(decide({ licenseStatus, passwordProtected: true, mode: 'Coming Soon', pathname: PASSWORD })).toEqual({ kind: 'unavailable' });
    }
  });

  it('redirects every page to /password-protected until verified', () => {
    for (const pathname of ['/', '/cart', '/product/lamp', '/account/orders']) {
      expect(decide({ passwordProtected: true, pathname })).toEqual({ kind: 'redirect', to: PASSWORD });
      expect(decide({ passwordProtected: true, mode: 'Coming Soon', pathname })).toEqual({ kind: 'redirect', to: PASSWORD });
    }
    expect(decide({ passwordProtected: true, pathname: PASSWORD })).toEqual({ kind: 'open' });
  });

  it('once verified, applies the mode, else opens the shop', () => {
    const unlocked = { passwordProtected: true, unlocked: true };
    expect(decide({ ...unlocked, mode: 'Coming Soon' })).toEqual({ kind: 'redirect', to: COMING_SOON });
    expect(decide({ ...unlocked, mode: 'Under Maintenance' })).toEqual({ kind: 'redirect', to: MAINTENANCE });
    expect(decide({ ...unlocked, pathname: '/cart' })).toEqual({ kind: 'open' });
  });

  it('without password protection, the mode alone redirects', () => {
    expect(decide({ mode: 'Coming Soon', pathname: '/shop-online' })).toEqual({ kind: 'redirect', to: COMING_SOON });
    expect(decide({ mode: 'Under Maintenance', pathname: '/shop-online' })).toEqual({ kind: 'redirect', to: MAINTENANCE });
    expect(decide({ mode: 'Holiday', pathname: '/shop-online' })).toEqual({ kind: 'open' }); // other values are not shown
  });

  it('gives not-found for a mode page that does not apply', () => {
    expect(decide({ pathname: PASSWORD })).toEqual({ kind: 'not-found' });
    expect(decide({ pathname: COMING_SOON })).toEqual({ kind: 'not-found' });
    expect(decide({ pathname: MAINTENANCE })).toEqual({ kind: 'not-found' });
    expect(decide({ mode: 'Coming Soon', pathname: MAINTENANCE })).toEqual({ kind: 'not-found' });
    expect(decide({ passwordProtected: true, unlocked: true, pathname: PASSWORD })).toEqual({ kind: 'not-found' });
    expect(decide({ passwordProtected: true, mode: 'Coming Soon', pathname: COMING_SOON })).toEqual({ kind: 'not-found' });
  });

  it('opens the mode page that applies, with or without a trailing slash', () => {
    expect(decide({ mode: 'Coming Soon', pathname: COMING_SOON })).toEqual({ kind: 'open' });
    expect(decide({ mode: 'Coming Soon', pathname: `${COMING_SOON}/` })).toEqual({ kind: 'open' });
    expect(decide({ mode: 'Under Maintenance', pathname: MAINTENANCE })).toEqual({ kind: 'open' });
  });

  // Every combination against the rules read straight from spec §4.
  const licences = ['active', null, undefined, '', 'inactive'];
  const modes = [null, undefined, 'Coming Soon', 'Under Maintenance', 'Holiday'];
  const paths = ['/', '/cart', '/product/lamp', PASSWORD, COMING_SOON, MAINTENANCE, `${MAINTENANCE}/`];

  function expected(input: SiteModeInput): SiteModeDecision {
    if (!input.licenseStatus || input.licenseStatus === 'inactive') return { kind: 'unavailable' };
    let target: string | null = null;
    if (input.passwordProtected && !input.unlocked) target = PASSWORD;
    else if (input.mode === 'Coming Soon') target = COMING_SOON;
    else if (input.mode === 'Under Maintenance') target = MAINTENANCE;
    const path = input.pathname.length > 1 ? input.pathname.replace(/\/$/, '') : input.pathname;
    if ([PASSWORD, COMING_SOON, MAINTENANCE].includes(path)) return path === target ? { kind: 'open' } : { kind: 'not-found' };
    return target ? { kind: 'redirect', to: target } : { kind: 'open' };
  }

  const cases: SiteModeInput[] = [];
  for (const licenseStatus of licences)
    for (const passwordProtected of [false, true])
      for (const unlocked of [false, true])
        for (const mode of modes) for (const pathname of paths) cases.push({ licenseStatus, passwordProtected, unlocked, mode, pathname });

  it(`agrees with the spec in all ${cases.length} combinations`, () => {
    for (const input of cases) expect(decideSiteMode(input), JSON.stringify(input)).toEqual(expected(input));
  });
});

describe('lockedPathFor', () => {
  it('is null only when nothing locks the shop', () => {
    expect(lockedPathFor({ passwordProtected: false, mode: null, unlocked: false })).toBeNull();
    expect(lockedPathFor({ passwordProtected: true, mode: null, unlocked: true })).toBeNull();
    expect(lockedPathFor({ passwordProtected: true, mode: null, unlocked: false })).toBe(PASSWORD);
    expect(lockedPathFor({ passwordProtected: false, mode: 'Coming Soon', unlocked: false })).toBe(COMING_SOON);
    expect(lockedPathFor({ passwordProtected: true, mode: 'Under Maintenance', unlocked: true })).toBe(MAINTENANCE);
  });
});

describe('isLicenseActive and isSiteModePath', () => {
  it('needs a licence status other than inactive', () => {
    expect(isLicenseActive('active')).toBe(true);
    expect(isLicenseActive('trial')).toBe(true);
    for (const status of [null, undefined, '', 'inactive']) expect(isLicenseActive(status)).toBe(false);
  });

  it('knows the three mode pages', () => {
    for (const path of [PASSWORD, COMING_SOON, `${MAINTENANCE}/`]) expect(isSiteModePath(path)).toBe(true);
    for (const path of ['/', '/coming-soon/x', '/password']) expect(isSiteModePath(path)).toBe(false);
  });
});
