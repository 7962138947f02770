import { safeRedirectPath } from './redirect-target.ts';

// spec §4 "Site mode": pure decision used by the SSR guard and the API guard alike.
export const SiteModePath = {
  password: '/password-protected',
  comingSoon: '/coming-soon',
  maintenance: '/under-maintenance',
} as const;

export const SiteModeName = { comingSoon: 'Coming Soon', maintenance: 'Under Maintenance' } as const;

export interface SiteModeInput {
  licenseStatus: string | null | undefined;
  passwordProtected: boolean;
  mode: string | null | undefined;
  unlocked: boolean;
  pathname: string;
  /** The query of the address asked for ('?sort=…'), kept in the password page's return address. */
  search?: string;
}

export type SiteModeDecision = { kind: 'open' } | { kind: 'unavailable' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/** Where the shop sends this visitor, given the mode; null when the shop is open. */
export function lockedPathFor(input: Omit<SiteModeInput, 'pathname' | 'licenseStatus'>): string | null {
  if (input.passwordProtected && !input.unlocked) return SiteModePath.password;
  if (input.mode === SiteModeName.comingSoon) return SiteModePath.comingSoon;
  if (input.mode === SiteModeName.maintenance) return SiteModePath.maintenance;
  return null;
}

/**
 * Licence states that keep the shop open (docs/decisions/023): an allow-list, so 'expired',
 * 'suspended' or any state Vitrine does not know closes the shop rather than opening it.
 */
export const OPEN_LICENSE_STATUSES: readonly string[] = ['active', 'trial'];

export function isLicenseActive(licenseStatus: string | null | undefined): boolean {
  return typeof licenseStatus === 'string' && OPEN_LICENSE_STATUSES.includes(licenseStatus.trim().toLowerCase());
}

/** The password page, remembering the page first asked for (a same-origin path; home needs none). */
export function passwordPageFor(pathname: string, search = ''): string {
  const target = safeRedirectPath(`${pathname}${search}`);
  return target && target !== '/' ? `${SiteModePath.password}?redirectTo=${encodeURIComponent(target)}` : SiteModePath.password;
}

export function decideSiteMode(input: SiteModeInput): SiteModeDecision {
  if (!isLicenseActive(input.licenseStatus)) return { kind: 'unavailable' };
  const target = lockedPathFor(input);
  const modePages = Object.values(SiteModePath) as string[];
  const onModePage = modePages.includes(input.pathname.replace(/\/+$/, '') || '/');
  if (onModePage) {
    // Visiting a mode page that does not apply is a not-found (spec §4).
    return target === input.pathname.replace(/\/+$/, '') ? { kind: 'open' } : { kind: 'not-found' };
  }
  if (target === SiteModePath.password) return { kind: 'redirect', to: passwordPageFor(input.pathname, input.search) };
  return target ? { kind: 'redirect', to: target } : { kind: 'open' };
}

export function isSiteModePath(pathname: string): boolean {
  return (Object.values(SiteModePath) as string[]).includes(pathname.replace(/\/+$/, '') || '/');
}
