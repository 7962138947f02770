// Sign-in constants, spec strings and settings the browser and the API share (spec §4, §5, §9).
// Zod-free: the login dialog ships these to every shopper.
/** spec §5/§8 strings for sign-in, spelled exactly as in the spec. */
export const AuthMessages = {
  invalidPhone: 'Invalid phone number',
  otpRequired: 'The OTP is required',
  maxAttempts: 'Maximum attempt reached. Please try again later',
  /** Vitrine's own (the spec shows none): the reset form's confirmation differs. */
  passwordsDiffer: 'The passwords do not match',
} as const;

export const OTP_LENGTH = 4;
/** spec §9: the OTP forms take 10-digit phones; email-and-password register uses the country's length. */
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
  enablePasswordAuth: boolean;
  enableCustomerRegister: boolean;
  /** 'phone' | 'email' | '' (none): what a new account must verify. */
  accountVerificationFor: string;
  /** storefront channel.country.mobile_number_length (email-and-password register phone). */
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
    enablePasswordAuth: isSettingOn(settings.enable_legacy_auth),
    enableCustomerRegister: isSettingOn(settings.enable_customer_register),
    accountVerificationFor: typeof settings.account_verification_for === 'string' ? settings.account_verification_for : '',
    mobileNumberLength: Number.isInteger(length) && length > 0 ? length : OTP_PHONE_LENGTH,
  };
}
