import { type AuthMode, type AuthSettings, safeRedirectPath, usableAuthMode } from '@vitrine/contracts/auth-rules';

/** spec §3 Auth state: the dialog mode and the redirect target are persisted (per tab). */
export const AUTH_STORAGE_KEY = 'vitrine:auth';

export interface StoredAuthState {
  mode: AuthMode;
  redirectTo: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // blocked storage (privacy settings): state then lives for the page only
  }
}

export function readAuthState(settings: AuthSettings): StoredAuthState {
  let raw: Partial<StoredAuthState> = {};
  try {
    raw = JSON.parse(storage()?.getItem(AUTH_STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    raw = {};
  }
  return { mode: usableAuthMode(raw.mode, settings), redirectTo: safeRedirectPath(raw.redirectTo) };
}

export function writeAuthState(state: StoredAuthState): void {
  try {
    storage()?.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Quota or privacy mode: the state is only lost on reload.
  }
}

/** Reads the saved redirect target and clears it (spec §4: redirect, then clear). */
export function takeRedirectTarget(settings: AuthSettings): string | null {
  const state = readAuthState(settings);
  writeAuthState({ ...state, redirectTo: null });
  return state.redirectTo;
}
