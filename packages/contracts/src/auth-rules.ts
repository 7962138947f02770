import { Messages } from './messages.ts';

// Sign-in rules the browser runs (spec §4 Auth, §5 Auth forms, §9). Zod-free on purpose: the
// login dialog ships these to every shopper, so they must stay small.

/** spec §5/§8 strings for sign-in, spelled exactly as in the spec. */
export const AuthMessages = {
  invalidPhone: 'Invalid phone number',
  otpRequired: 'The OTP is required',
  maxAttempts: 'Maximum attempt reached. Please try again later',
  /** Vitrine's own (the spec shows none): the reset form's confirmation differs. */
  passwordsDiffer: 'The passwords do not match',
} as const;

export const OTP_LENGTH = 4;
/** spec §9: the OTP forms take 10-digit phones; legacy register uses the country's length. */
export const OTP_PHONE_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 6;
/** spec §9: login allows three resends; registration and the verify popup one (the next click errors). */
export const RESEND_LIMITS = { login: 3, registration: 1, verify: 1 } as const;
export type OtpFlow = keyof typeof RESEND_LIMITS;
/** spec §9 timings. */
export const AUTH_TIMINGS = { inputDebounceMs: 750, strengthDebounceMs: 250, focusDelayMs: 500 } as const;

// ---------------------------------------------------------------- settings

export interface AuthSettings {
  enableOtpAuth: boolean;
  enableLegacyAuth: boolean;
  enableCustomerRegister: boolean;
  /** 'phone' | 'email' | '' (none): what a new account must verify. */
  accountVerificationFor: string;
  /** storefront channel.country.mobile_number_length (legacy register phone). */
  mobileNumberLength: number;
}

/** Setting values arrive as booleans, 0/1 or strings depending on who saved them. */
export function isSettingOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function readAuthSettings(settings: Record<string, unknown>, mobileNumberLength?: number): AuthSettings {
  const length = Number(mobileNumberLength);
  return {
    enableOtpAuth: isSettingOn(settings.enable_otp_auth),
    enableLegacyAuth: isSettingOn(settings.enable_legacy_auth),
    enableCustomerRegister: isSettingOn(settings.enable_customer_register),
    accountVerificationFor: typeof settings.account_verification_for === 'string' ? settings.account_verification_for : '',
    mobileNumberLength: Number.isInteger(length) && length > 0 ? length : OTP_PHONE_LENGTH,
  };
}

// ---------------------------------------------------------------- password strength

export type PasswordStrength = 0 | 1 | 2 | 3;
export const PASSWORD_STRENGTH_LABELS = ['', 'Weak', 'Medium', 'Strong'] as const;

/**
 * spec §4/§5: 0 empty, 1 weak, 2 medium, 3 strong. Strong: 8+ characters with lower, upper,
 * digit and symbol. Medium: 6+ with all four classes, or 8+ with lower, upper and symbol.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 0;
  const length = [...password].length;
  const lower = /\p{Ll}/u.test(password);
  const upper = /\p{Lu}/u.test(password);
  const digit = /\p{Nd}/u.test(password);
  const symbol = /[^\p{L}\p{N}]/u.test(password);
  const allFour = lower && upper && digit && symbol;
  if (length >= 8 && allFour) return 3;
  if ((length >= 6 && allFour) || (length >= 8 && lower && upper && symbol)) return 2;
  return 1;
}

// ---------------------------------------------------------------- phone input

/** spec §5: the phone input blocks these keys (number inputs would otherwise accept them). */
export const BLOCKED_PHONE_KEYS: readonly string[] = ['e', 'E', '+', '-', '.'];

export function isBlockedPhoneKey(key: string): boolean {
  return BLOCKED_PHONE_KEYS.includes(key);
}

/** Digits only, truncated to the country's mobile length (pasted text included). */
export function sanitisePhone(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, Math.max(0, maxLength));
}

// ---------------------------------------------------------------- OTP boxes

export interface OtpBoxesChange {
  boxes: string[];
  /** Index of the box to focus next. */
  focus: number;
}

export function emptyOtpBoxes(length = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/**
 * Typing in box `index`: only a digit is kept (the last one typed, so typing over a filled box
 * replaces it), one per box; focus moves to the next box. Anything else leaves the boxes alone.
 */
export function typeOtpDigit(boxes: readonly string[], index: number, typed: string): OtpBoxesChange {
  const digits = typed.replace(/\D/g, '');
  if (!digits) return { boxes: [...boxes], focus: index };
  const next = [...boxes];
  next[index] = digits[digits.length - 1];
  return { boxes: next, focus: Math.min(index + 1, boxes.length - 1) };
}

/** spec §5: Backspace or Delete clears the box and moves back. */
export function clearOtpDigit(boxes: readonly string[], index: number): OtpBoxesChange {
  const next = [...boxes];
  next[index] = '';
  return { boxes: next, focus: Math.max(index - 1, 0) };
}

export function isOtpClearKey(key: string): boolean {
  return key === 'Backspace' || key === 'Delete';
}

/** spec §9: a paste fills the boxes only when it is exactly 4 digits (spaces around it ignored). */
export function pasteOtp(text: string, length = OTP_LENGTH): OtpBoxesChange | null {
  const value = text.trim();
  if (value.length !== length || !/^\d+$/.test(value)) return null;
  return { boxes: value.split(''), focus: length - 1 };
}

/**
 * The code as one string with a space for an empty box ('1 34'), so a box cleared in the middle
 * survives a round trip through the form state and never passes as a complete code.
 */
export function otpValueFromBoxes(boxes: readonly string[]): string {
  return boxes
    .map((digit) => digit || ' ')
    .join('')
    .trimEnd();
}

export function otpBoxesFromValue(value: string, length = OTP_LENGTH): string[] {
  return Array.from({ length }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i] : ''));
}

export function isCompleteOtp(code: string, length = OTP_LENGTH): boolean {
  return code.length === length && /^\d+$/.test(code);
}

/** spec §5: VERIFY is enabled only with exactly 4 digits and when not busy. */
export function canVerifyOtp(code: string, busy: boolean): boolean {
  return !busy && isCompleteOtp(code);
}

// ---------------------------------------------------------------- login and register modes

export type AuthMode = 'OTP' | 'Legacy' | 'ForgotPassword';
export const AUTH_MODES: readonly AuthMode[] = ['OTP', 'Legacy', 'ForgotPassword'];

/** spec §4: OTP when OTP auth is on, else Legacy (also the default when neither is on). */
export function initialAuthMode(settings: Pick<AuthSettings, 'enableOtpAuth' | 'enableLegacyAuth'>): AuthMode {
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
      return settings.enableLegacyAuth ? 'Legacy' : mode;
    case 'useOtp':
      return settings.enableOtpAuth ? 'OTP' : mode;
    case 'forgotPassword':
      return settings.enableLegacyAuth ? 'ForgotPassword' : mode;
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
  if ((mode === 'Legacy' || mode === 'ForgotPassword') && settings.enableLegacyAuth) return mode;
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
  if (mode === 'OTP' && settings.enableLegacyAuth) return { label: `${verb} with Email`, event: 'useEmail' };
  if (mode === 'Legacy' && settings.enableOtpAuth) return { label: `${verb} with OTP`, event: 'useOtp' };
  return null;
}

// ---------------------------------------------------------------- OTP steps

export type OtpStep = 'phone' | 'verify';

export interface OtpStepState {
  step: OtpStep;
  phone: string;
  code: string;
  /** Resends used since the code was first sent (the first send is not a resend). */
  resends: number;
  /** Bumped by 'Change Phone' so the phone input takes focus again. */
  focusPhone: number;
}

export const initialOtpStepState: OtpStepState = { step: 'phone', phone: '', code: '', resends: 0, focusPhone: 0 };

export type OtpStepEvent =
  | { type: 'phoneChanged'; phone: string }
  | { type: 'codeChanged'; code: string }
  | { type: 'codeSent' }
  | { type: 'resent' }
  | { type: 'changePhone' }
  | { type: 'verified' };

/** spec §4 OTP flow: phone → verify; success back to phone with a cleared form; Change Phone refocuses. */
export function nextOtpStep(state: OtpStepState, event: OtpStepEvent): OtpStepState {
  switch (event.type) {
    case 'phoneChanged':
      return { ...state, phone: event.phone };
    case 'codeChanged':
      return { ...state, code: event.code };
    case 'codeSent':
      return { ...state, step: 'verify', code: '' };
    case 'resent':
      return { ...state, resends: state.resends + 1, code: '' };
    case 'changePhone':
      return { ...state, step: 'phone', code: '', focusPhone: state.focusPhone + 1 };
    case 'verified':
      return { ...initialOtpStepState, focusPhone: state.focusPhone };
  }
}

/** spec §9 resend limits: null when a resend may go out, else the toast to show. */
export function resendBlockedMessage(resends: number, flow: OtpFlow): string | null {
  return resends >= RESEND_LIMITS[flow] ? AuthMessages.maxAttempts : null;
}

// ---------------------------------------------------------------- form validation (spec §5)

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  const value = email.trim();
  if (!value) return Messages.fieldRequired;
  return EMAIL_PATTERN.test(value) ? null : Messages.invalidEmail;
}

export function otpPhoneError(phone: string): string | null {
  return new RegExp(`^\\d{${OTP_PHONE_LENGTH}}$`).test(phone) ? null : AuthMessages.invalidPhone;
}

export function otpCodeError(code: string): string | null {
  if (!code) return AuthMessages.otpRequired;
  if (code.length > OTP_LENGTH) return Messages.maxLength(OTP_LENGTH);
  return isCompleteOtp(code) ? null : Messages.fieldNotValid;
}

function requiredError(value: string): string | null {
  return value.trim() ? null : Messages.fieldRequired;
}

export function passwordError(password: string, minLength = PASSWORD_MIN_LENGTH): string | null {
  if (!password) return Messages.fieldRequired;
  return password.length < minLength ? Messages.minLength(minLength) : null;
}

/** Legacy register phone: required, numeric, exactly the country's mobile length. */
export function registerPhoneError(phone: string, length: number): string | null {
  if (!phone) return Messages.fieldRequired;
  if (!/^\d+$/.test(phone)) return Messages.mustBeNumeric;
  if (phone.length < length) return Messages.minLength(length);
  if (phone.length > length) return Messages.maxLength(length);
  return null;
}

function compact<K extends string>(errors: Record<K, string | null>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) if (errors[key]) out[key] = errors[key] as string;
  return out;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

export interface LegacyLoginInput {
  email: string;
  password: string;
}
export function validateLegacyLogin(input: LegacyLoginInput): FieldErrors<keyof LegacyLoginInput> {
  return compact({ email: emailError(input.email), password: requiredError(input.password) });
}

export function validateForgotPassword(input: { email: string }): FieldErrors<'email'> {
  return compact({ email: emailError(input.email) });
}

export interface LegacyRegisterInput {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password: string;
}
/** spec §5: runs on submit only. */
export function validateLegacyRegister(input: LegacyRegisterInput, mobileNumberLength: number): FieldErrors<keyof LegacyRegisterInput> {
  return compact({
    first_name: requiredError(input.first_name),
    last_name: requiredError(input.last_name),
    phone: registerPhoneError(input.phone, mobileNumberLength),
    email: emailError(input.email),
    password: passwordError(input.password),
  });
}

export interface NewPasswordInput {
  password: string;
  password_confirmation: string;
}
export function validateNewPassword(input: NewPasswordInput): FieldErrors<keyof NewPasswordInput> {
  const confirmation = input.password_confirmation
    ? input.password_confirmation === input.password
      ? null
      : AuthMessages.passwordsDiffer
    : Messages.fieldRequired;
  return compact({ password: passwordError(input.password), password_confirmation: confirmation });
}

// ---------------------------------------------------------------- redirect target

export { loginRedirectUrl, redirectTargetAfterLogin, safeRedirectPath } from './redirect-target.ts';
