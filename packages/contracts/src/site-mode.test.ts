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
      const to = pathname === '/' ? PASSWORD : `${PASSWORD}?redirectTo=${encodeURIComponent(pathname)}`;
      expect(decide({ passwordProtected: true, pathname })).toEqual({ kind: 'redirect', to });
      expect(decide({ passwordProtected: true, mode: 'Coming Soon', pathname })).toEqual({ kind: 'redirect', to });
    }
    expect(decide({ passwordProtected: true, pathname: PASSWORD })).toEqual({ kind: 'open' });
  });

  it('keeps the page first asked for in the password redirect, same-origin paths only', () => {
    const to = (pathname: string, search?: string) => decide({ passwordProtected: true, pathname, search });
    expect(to('/about-us')).toEqual({ kind: 'redirect', to: `${PASSWORD}?redirectTo=%2Fabout-us` });
    expect(to('/collections/lamps', '?sort=price_asc')).toEqual({ kind: 'redirect', to: `${PASSWORD}?redirectTo=%2Fcollections%2Flamps%3Fsort%3Dprice_asc` });
    // Home needs no return address; nor does a path the redirect rules refuse.
    expect(to('/')).toEqual({ kind: 'redirect', to: PASSWORD });
    expect(to('//evil.example/x')).toEqual({ kind: 'redirect', to: PASSWORD });
    // The mode pages keep a plain address: there is nothing to return to after subscribing.
    expect(decide({ mode: 'Coming Soon', pathname: '/about-us' })).toEqual({ kind: 'redirect', to: COMING_SOON });
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
    if (!['active', 'trial'].includes(input.licenseStatus ?? '')) return { kind: 'unavailable' };
    let target: string | null = null;
    if (input.passwordProtected && !input.unlocked) target = PASSWORD;
    else if (input.mode === 'Coming Soon') target = COMING_SOON;
    else if (input.mode === 'Under Maintenance') target = MAINTENANCE;
    const path = input.pathname.length > 1 ? input.pathname.replace(/\/$/, '') : input.pathname;
    if ([PASSWORD, COMING_SOON, MAINTENANCE].includes(path)) return path === target ? { kind: 'open' } : { kind: 'not-found' };
    if (target === PASSWORD && input.pathname !== '/') return { kind: 'redirect', to: `${PASSWORD}?redirectTo=${encodeURIComponent(input.pathname)}` };
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
  it('opens the shop only for a licence that is active or on trial (docs/decisions/023)', () => {
    for (const status of ['active', 'trial', ' Active ', 'TRIAL']) expect(isLicenseActive(status), status).toBe(true);
    for (const status of [null, undefined, '', 'inactive', 'expired', 'suspended', 'cancelled', 'revoked', 'pending', 'actives']) {
      expect(isLicenseActive(status), String(status)).toBe(false);
    }
  });

  it('shows the unavailable page for an expired or suspended licence', () => {
    for (const licenseStatus of ['expired', 'suspended']) {
      expect(decideSiteMode({ licenseStatus, passwordProtected: false, mode: null, unlocked: false, pathname: '/' })).toEqual({ kind: 'unavailable' });
    }
  });

  it('knows the three mode pages', () => {
    for (const path of [PASSWORD, COMING_SOON, `${MAINTENANCE}/`]) expect(isSiteModePath(path)).toBe(true);
    for (const path of ['/', '/coming-soon/x', '/password']) expect(isSiteModePath(path)).toBe(false);
  });
});
