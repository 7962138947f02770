import type { LoginResult } from '@vitrine/contracts/auth';
import { type AuthSettings, redirectTargetAfterLogin } from '@vitrine/contracts/auth-rules';
import { dispatchLogin } from '../../lib/auth-events';
import { takeRedirectTarget } from './auth-store';

/** The data of a login, OTP verification or registration answer. */
export type SignedIn = LoginResult;

/** spec §4 account verification: the shop asks for a proven phone this account does not have yet. */
export function needsPhoneVerification(data: SignedIn): boolean {
  return data.user?.verification_required === 'phone' && Boolean(data.user.phone);
}

/**
 * spec §4: after a login, OTP verification or registration: close the dialogs, emit the login
 * event with the cart session id, then go to the saved target (cleared) or /account. A full
 * navigation, so the server renders the next page with the new session cookie.
 */
export function completeSignIn(data: Pick<SignedIn, 'cart_session_id'> | null | undefined, settings: AuthSettings, closeDialogs: () => void): void {
  const target = redirectTargetAfterLogin(takeRedirectTarget(settings));
  closeDialogs();
  dispatchLogin(data?.cart_session_id ?? null);
  window.location.assign(target);
}
