import type { AuthSettings } from '@vitrine/contracts/auth-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearShopStorage, dispatchLogin, LOGIN_EVENT, LOGOUT_EVENT, logout, OPEN_LOGIN_EVENT, openLoginDialog } from '../../lib/auth-events';
import { AUTH_STORAGE_KEY, readAuthState, takeRedirectTarget, writeAuthState } from './auth-store';
import { completeSignIn, needsPhoneVerification, type SignedIn } from './complete-sign-in';
import { type FakeWindow, installFakeWindow } from './fake-window.test-helper';

vi.mock('../../lib/auth-api', () => ({ authApi: { logout: vi.fn(async () => ({ ok: true, data: {}, message: '' })) } }));

const settings: AuthSettings = {
  enableOtpAuth: true,
  enablePasswordAuth: true,
  enableCustomerRegister: true,
  accountVerificationFor: 'phone',
  mobileNumberLength: 10,
};
let win: FakeWindow;
let restore: () => void;
beforeEach(() => {
  ({ win, restore } = installFakeWindow());
});
afterEach(() => restore());

const listen = (name: string) => {
  const seen: unknown[] = [];
  win.addEventListener(name, (event) => seen.push((event as CustomEvent).detail ?? null));
  return seen;
};

describe('auth events', () => {
  it('openLoginDialog dispatches the open event with a redirect target and mode', () => {
    const seen = listen(OPEN_LOGIN_EVENT);
    openLoginDialog();
    openLoginDialog('/product/shoe');
    openLoginDialog(undefined, 'ForgotPassword');
    expect(seen).toEqual([{}, { redirectTo: '/product/shoe' }, { mode: 'ForgotPassword' }]);
  });

  // Issue 30: the header's and the menu's Login give no target; the sign-in returns to this page.
  it('openLoginDialog without a target returns to the current page, the home page excepted', () => {
    const seen = listen(OPEN_LOGIN_EVENT);
    Object.assign(win.location, { pathname: '/product/shoe', search: '?sku=S-1', hash: '#reviews' });
    openLoginDialog();
    openLoginDialog(undefined, 'Legacy');
    Object.assign(win.location, { pathname: '/', search: '?q=1', hash: '' });
    openLoginDialog();
    expect(seen).toEqual([{ redirectTo: '/product/shoe?sku=S-1#reviews' }, { redirectTo: '/product/shoe?sku=S-1#reviews', mode: 'Legacy' }, {}]);
  });

  it('clears only the vitrine: keys of both storages', () => {
    win.localStorage.setItem('vitrine:cart', '1');
    win.localStorage.setItem('vitrine:wishlist', '1');
    win.localStorage.setItem('other', '1');
    win.sessionStorage.setItem(AUTH_STORAGE_KEY, '{}');
    win.sessionStorage.setItem('vitrine:address', '1');
    clearShopStorage();
    expect(win.localStorage.length).toBe(1);
    expect(win.localStorage.getItem('other')).toBe('1');
    expect(win.sessionStorage.length).toBe(0);
  });

  it('logout calls the API, clears state, emits the logout event and reloads /', async () => {
    const { authApi } = await import('../../lib/auth-api');
    const seen = listen(LOGOUT_EVENT);
    win.localStorage.setItem('vitrine:order', '1');
    await logout();
    expect(authApi.logout).toHaveBeenCalledOnce();
    expect(win.localStorage.length).toBe(0);
    expect(seen).toHaveLength(1);
    expect(win.location.assigned).toEqual(['/']);
  });
});

describe('auth state in sessionStorage', () => {
  it('persists the mode and a same-origin redirect target under vitrine:auth', () => {
    expect(readAuthState(settings)).toEqual({ mode: 'OTP', redirectTo: null });
    writeAuthState({ mode: 'Legacy', redirectTo: '/account/wishlist' });
    expect(JSON.parse(win.sessionStorage.getItem(AUTH_STORAGE_KEY) ?? '')).toEqual({ mode: 'Legacy', redirectTo: '/account/wishlist' });
    expect(readAuthState(settings)).toEqual({ mode: 'Legacy', redirectTo: '/account/wishlist' });
  });

  it('ignores a tampered target and a broken record', () => {
    win.sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ mode: 'Legacy', redirectTo: '//evil.example' }));
    expect(readAuthState(settings).redirectTo).toBeNull();
    win.sessionStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(readAuthState(settings)).toEqual({ mode: 'OTP', redirectTo: null });
  });

  it('takes the redirect target once', () => {
    writeAuthState({ mode: 'OTP', redirectTo: '/product/shoe' });
    expect(takeRedirectTarget(settings)).toBe('/product/shoe');
    expect(takeRedirectTarget(settings)).toBeNull();
  });
});

describe('completeSignIn', () => {
  const user = { id: 'cus_1', phone: '9876543210', verification_required: null } as unknown as SignedIn['user'];

  it('closes the dialogs, emits the login event with the cart session and goes to the saved target', () => {
    const seen = listen(LOGIN_EVENT);
    const close = vi.fn();
    writeAuthState({ mode: 'OTP', redirectTo: '/product/shoe' });
    completeSignIn({ cart_session_id: 'cs_1' }, settings, close);
    expect(close).toHaveBeenCalledOnce();
    expect(seen).toEqual([{ cart_session_id: 'cs_1' }]);
    expect(win.location.assigned).toEqual(['/product/shoe']);
    expect(readAuthState(settings).redirectTo).toBeNull();
  });

  it('goes to /account without a saved target', () => {
    dispatchLogin(null);
    completeSignIn({ cart_session_id: 'cs_1' }, settings, () => {});
    expect(win.location.assigned).toEqual(['/account']);
  });

  it('asks for phone verification only when the account still needs it', () => {
    expect(needsPhoneVerification({ user, cart_session_id: 'x' })).toBe(false);
    expect(needsPhoneVerification({ user: { ...user, verification_required: 'phone' }, cart_session_id: 'x' })).toBe(true);
    expect(needsPhoneVerification({ user: { ...user, verification_required: 'phone', phone: null }, cart_session_id: 'x' })).toBe(false);
  });
});
