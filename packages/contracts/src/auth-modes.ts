import type { AuthSettings } from './auth-constants.ts';

// The login and register dialogs' modes, titles and links (spec §2, §4). Zod-free.

// ---------------------------------------------------------------- login and register modes

export type AuthMode = 'OTP' | 'Legacy' | 'ForgotPassword';
export const AUTH_MODES: readonly AuthMode[] = ['OTP', 'Legacy', 'ForgotPassword'];

/** spec §4: OTP when OTP auth is on, else Legacy (also the default when neither is on). */
export function initialAuthMode(settings: Pick<AuthSettings, 'enableOtpAuth' | 'enablePasswordAuth'>): AuthMode {
  return settings.enableOtpAuth ? 'OTP' : 'Legacy';
}

export type AuthModeEvent =
  | 'useEmail' // 'Login with Email' / 'Register with Email'
  | 'useOtp' // 'Login with OTP' / 'Register with OTP'
  | 'forgotPassword' // the 'Forgot Password?' link in Legacy mode
  | 'forgotPasswordDone' // spec §4: a successful forgot-password returns to Legacy
  | 'backToLogin' // leaving the forgot-password form without sending
  | 'reset'; // logout: the mode is set per settings again

export function nextAuthMode(mode: AuthMode, event: AuthModeEvent, settings: AuthSettings): AuthMode {
  switch (event) {
    case 'useEmail':
      return settings.enablePasswordAuth ? 'Legacy' : mode;
    case 'useOtp':
      return settings.enableOtpAuth ? 'OTP' : mode;
    case 'forgotPassword':
      return settings.enablePasswordAuth ? 'ForgotPassword' : mode;
    case 'forgotPasswordDone':
    case 'backToLogin':
      return 'Legacy';
    case 'reset':
      return initialAuthMode(settings);
  }
}

/** A stored mode is used only when the settings still allow it. */
export function usableAuthMode(mode: unknown, settings: AuthSettings): AuthMode {
  if (mode === 'OTP' && settings.enableOtpAuth) return 'OTP';
  if ((mode === 'Legacy' || mode === 'ForgotPassword') && settings.enablePasswordAuth) return mode;
  return initialAuthMode(settings);
}

/** The register dialog has OTP and Legacy only. */
export function registerMode(mode: AuthMode): Exclude<AuthMode, 'ForgotPassword'> {
  return mode === 'OTP' ? 'OTP' : 'Legacy';
}

export function loginDialogTitle(mode: AuthMode): 'Login' | 'Forgot Password?' {
  return mode === 'ForgotPassword' ? 'Forgot Password?' : 'Login';
}

/** spec §2: 'Don't Have an Account?' with REGISTER NOW only in Legacy mode with registration on. */
export function showRegisterNow(mode: AuthMode, settings: AuthSettings): boolean {
  return mode === 'Legacy' && settings.enableCustomerRegister;
}

/** spec §2: 'Already have an account?' with LOGIN NOW in the register dialog's Legacy mode. */
export function showLoginNow(mode: AuthMode): boolean {
  return registerMode(mode) === 'Legacy';
}

export interface ModeSwitchLink {
  label: string;
  event: 'useEmail' | 'useOtp';
}

/** The link to the other sign-in way, when the settings allow both. */
export function modeSwitchLink(mode: AuthMode, settings: AuthSettings, dialog: 'login' | 'register'): ModeSwitchLink | null {
  const verb = dialog === 'login' ? 'Login' : 'Register';
  if (mode === 'OTP' && settings.enablePasswordAuth) return { label: `${verb} with Email`, event: 'useEmail' };
  if (mode === 'Legacy' && settings.enableOtpAuth) return { label: `${verb} with OTP`, event: 'useOtp' };
  return null;
}
