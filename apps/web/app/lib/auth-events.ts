/**
 * The browser-side contract between sign-in and the rest of the shop (spec §4 Auth): any code
 * opens the login dialog through an event, and login / logout are announced as events so the
 * cart and wishlist can react without importing the auth feature.
 */

/** Dispatched to open the login dialog; detail.redirectTo is where to go after a sign-in. */
export const OPEN_LOGIN_EVENT = 'vitrine:open-login';
/** spec §4: a successful login emits a login event carrying the cart session id. */
export const LOGIN_EVENT = 'vitrine:login';
/** spec §4: logout emits a logout event. */
export const LOGOUT_EVENT = 'vitrine:logout';

/** Browser storage keys owned by the shop all start with this prefix; logout clears them. */
export const STORAGE_PREFIX = 'vitrine:';

export interface OpenLoginDetail {
  redirectTo?: string;
  /** Open straight in this mode (e.g. 'ForgotPassword' from an expired reset link). */
  mode?: 'OTP' | 'Legacy' | 'ForgotPassword';
}

export interface LoginDetail {
  cart_session_id: string | null;
}

/**
 * Where the shopper is now, to come back to after signing in (issue 30: Login from a product page
 * used to land on the dashboard). The home page has nothing to come back to, so it gives none and
 * spec §4's /account applies.
 */
export function currentPageTarget(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const { pathname = '/', search = '', hash = '' } = window.location;
  return pathname === '/' ? undefined : `${pathname}${search}${hash}`;
}

/**
 * Opens the login dialog (the dialog host listens); redirectTo must be a same-origin path. Without
 * one, a sign-in returns to the current page (the dialog keeps only same-origin paths).
 */
export function openLoginDialog(redirectTo?: string, mode?: OpenLoginDetail['mode']): void {
  if (typeof window === 'undefined') return;
  const target = redirectTo ?? currentPageTarget();
  const detail: OpenLoginDetail = { ...(target ? { redirectTo: target } : {}), ...(mode ? { mode } : {}) };
  window.dispatchEvent(new CustomEvent<OpenLoginDetail>(OPEN_LOGIN_EVENT, { detail }));
}

export function dispatchLogin(cartSessionId: string | null): void {
  window.dispatchEvent(new CustomEvent<LoginDetail>(LOGIN_EVENT, { detail: { cart_session_id: cartSessionId } }));
}

/** Removes every 'vitrine:'-prefixed key: auth, account, cart, wishlist, order and address state. */
export function clearShopStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    } catch {
      // Storage can be unavailable (privacy mode); nothing to clear then.
    }
  }
}

/**
 * spec §4: logout resets auth and account state, emits a logout event and goes to '/'. A full
 * reload lets the server render the shop as a guest again (the session cookie is gone).
 * The API call is imported lazily so pages that only open the dialog do not ship the client.
 */
export async function logout(): Promise<void> {
  try {
    const { authApi } = await import('./auth-api');
    await authApi.logout();
  } catch {
    // Even when the server cannot be reached, the browser forgets the shopper.
  }
  clearShopStorage();
  window.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
  window.location.assign('/');
}
