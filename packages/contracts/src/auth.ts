import { z } from 'zod';
import { AuthMessages as RuleMessages } from './auth-constants.ts';
import { anyPasswordError, emailError, otpCodeError, otpPhoneError, passwordError, registerPhoneError, requiredTextError } from './auth-form-checks.ts';
import { Messages } from './messages.ts';

// spec §3 Auth payloads, §5 Auth forms, §7 Auth and Account rows: one schema per payload, used by
// the web forms and the API. Answers are wrapped in the envelope { status, message, data }; the
// types below are the `data` of a success.

/** Exact strings: the spec's (§5/§8) and Vitrine's own where the spec shows none. */
export const AuthMessages = {
  ...RuleMessages,
  loginRequired: 'Please login to continue',
  loggedIn: 'Logged in successfully',
  registered: 'Your account has been created',
  loggedOut: 'Logged out successfully',
  otpSent: 'We have sent a code to your mobile phone',
  otpInvalid: 'The OTP is not valid or has expired',
  invalidCredentials: 'These credentials do not match our records',
  emailTaken: 'This email is already registered',
  tooManyRegistrations: 'Too many registration attempts. Please try again later',
  phoneTaken: 'This phone number is already used by another account',
  /** decisions/021: an OTP sign-in for a phone an account has saved but not verified. */
  phoneNotVerifiedOnAccount: 'This phone number is saved on an account that has not verified it yet. Please login with your email and password to verify it',
  phoneNotOnAccount: 'This is not the phone number on your account',
  phoneVerified: 'Your phone number has been verified',
  resetSent: 'If an account exists for this email, we have sent a link to reset the password',
  resetInvalid: 'This password reset link is not valid or has expired',
  resetValid: 'The password reset link is valid',
  passwordReset: 'Your password has been reset. Please login with the new password',
  currentPasswordWrong: 'The current password is not correct',
  passwordUpdated: 'Your password has been updated',
  profileUpdated: 'Your profile has been updated',
  otpLoginDisabled: 'Login with OTP is not available',
  passwordLoginDisabled: 'Login with email and password is not available',
  registerDisabled: 'Registration is not available',
  noAccountForPhone: 'No account found for this phone number',
  smsFailed: 'We could not send the code. Please try again',
} as const;

// ---------------------------------------------------------------- field rules (spec §5)

const missingOr = (otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? Messages.fieldRequired : otherwise;

/**
 * A string field judged by one zod-free rule of auth-form-checks.ts: the form runs the rule in the
 * browser, the API runs it here, and both give the same message. A value that is not a string is
 * 'This field is required' when missing, else `notString`.
 */
function ruled(rule: (value: string) => string | null, options: { trim?: boolean; notString?: string } = {}) {
  const base = z.string({ error: missingOr(options.notString ?? Messages.fieldNotValid) });
  return (options.trim === false ? base : base.trim()).superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

const requiredText = (max: number) => ruled((value) => requiredTextError(value, max));

export const emailField = ruled(emailError, { notString: Messages.invalidEmail }).transform((email) => email.toLowerCase());

/** OTP forms: exactly 10 digits, else 'Invalid phone number' (spec §5, also when empty). */
export const otpPhoneField = z
  .string({ error: RuleMessages.invalidPhone })
  .trim()
  .superRefine((value, ctx) => {
    const message = otpPhoneError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** 4 digits; empty is 'The OTP is required' (spec §5/§8). */
export const otpCodeField = z
  .string({ error: (issue) => (issue.input == null ? RuleMessages.otpRequired : Messages.fieldNotValid) })
  .trim()
  .superRefine((value, ctx) => {
    const message = otpCodeError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const newPasswordField = ruled((value) => passwordError(value), { trim: false });

const anyPassword = ruled(anyPasswordError, { trim: false });

/** Register and profile phone: numeric, exactly the storefront country's mobile length. */
export function countryPhoneField(length: number) {
  return ruled((value) => registerPhoneError(value, length), { notString: Messages.mustBeNumeric });
}

// ---------------------------------------------------------------- OTP sign-in

/**
 * 'login' allows 3 resends, 'register' 1 (spec §9); otherwise they behave the same. The verify step
 * signs in the account whose phone was verified with this number; an unknown phone gets a new
 * account (phone only) when enable_customer_register is on, else 403 'No account found for this
 * phone number' (told only after a right code, so the request step never reveals accounts).
 */
export const OTP_PURPOSES = ['login', 'register'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** POST /api/auth/otp/request → data OtpSent. */
export const otpRequestSchema = z.object({
  input: otpPhoneField,
  purpose: z.enum(OTP_PURPOSES, { error: Messages.fieldNotValid }).default('login'),
});
export type OtpRequestBody = z.input<typeof otpRequestSchema>;

export interface OtpSent {
  input: string;
  /** Seconds the code stays valid (600). */
  expires_in: number;
  /** Resends still allowed for this phone before 'Maximum attempt reached. Please try again later'. */
  resends_left: number;
}

/** POST /api/auth/otp/verify → data LoginResult. */
export const otpVerifySchema = z.object({ input: otpPhoneField, otp: otpCodeField });
export type OtpVerifyBody = z.input<typeof otpVerifySchema>;

// ---------------------------------------------------------------- email-and-password sign-in ('Legacy')

/** POST /api/auth/register → data LoginResult (the new customer is signed in). */
export function registerSchema(mobileNumberLength: number) {
  return z.object({
    first_name: requiredText(100),
    last_name: requiredText(100),
    phone: countryPhoneField(mobileNumberLength),
    email: emailField,
    password: newPasswordField,
  });
}
export type RegisterBody = z.input<ReturnType<typeof registerSchema>>;

/** POST /api/auth/login → data LoginResult. remember_me (default true): 30-day cookie, else browser session. */
export const loginSchema = z.object({
  email: emailField,
  password: anyPassword,
  remember_me: z.boolean({ error: Messages.fieldNotValid }).default(true),
});
export type LoginBody = z.input<typeof loginSchema>;

/** POST /api/auth/reset → data {} with AuthMessages.resetSent, the same for known and unknown emails. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordSchema>;

const resetToken = z
  .string({ error: missingOr(Messages.fieldNotValid) })
  .trim()
  .min(1, Messages.fieldRequired)
  .max(200, Messages.fieldNotValid);

/** POST /api/auth/validate-reset?email=&token= (or the same in the body) → data { valid: true }. */
export const validateResetSchema = z.object({ email: emailField, token: resetToken });
export type ValidateResetQuery = z.input<typeof validateResetSchema>;

/** POST /api/auth/reset-complete → data {}; every session of the customer is signed out. */
export const resetCompleteSchema = z
  .object({
    email: emailField,
    token: resetToken,
    password: newPasswordField,
    /** Optional; when sent it must equal password. */
    password_confirmation: z.string().max(200).optional(),
  })
  .refine((body) => body.password_confirmation === undefined || body.password_confirmation === body.password, {
    path: ['password_confirmation'],
    message: RuleMessages.passwordsDiffer,
  });
export type ResetCompleteBody = z.input<typeof resetCompleteSchema>;

// ---------------------------------------------------------------- answers

/**
 * The signed-in customer (login `user`, GET /api/account/get). phone_verified_at is set only while
 * the phone equals the number that was verified (spec §3). verification_required: what the shop's
 * account_verification_for asks and this account has not proven yet ('phone' → the web app opens
 * the Verify Account popup, which sends a code with POST /api/account/otp/generate).
 */
export interface AuthUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  phone_verified: boolean;
  phone_verified_at: string | null;
  has_password: boolean;
  verification_required: 'phone' | null;
  created_at: string;
}
export type AccountProfile = AuthUser;

/**
 * Login, OTP verify and register answer this. cart_session_id: the request's cart cookie value, or
 * a fresh id when it has none; the web app emits the login event with it (spec §4).
 */
export interface LoginResult {
  user: AuthUser;
  cart_session_id: string;
}

// ---------------------------------------------------------------- account

/** PUT /api/account/update-profile → data AccountProfile. Only these fields change; absent ones stay. */
export function updateProfileSchema(mobileNumberLength: number) {
  return z
    .object({
      first_name: requiredText(100),
      last_name: requiredText(100),
      email: emailField,
      phone: countryPhoneField(mobileNumberLength),
    })
    .partial();
}
export type UpdateProfileBody = z.input<ReturnType<typeof updateProfileSchema>>;

/**
 * PUT /api/account/update-password → data {}. current_password is required when the account has a
 * password (accounts made by OTP may set their first one without it). Other sessions are signed out.
 */
export const updatePasswordSchema = z
  .object({
    current_password: z.string().max(200).optional(),
    password: newPasswordField,
    password_confirmation: z.string().max(200).optional(),
  })
  .refine((body) => body.password_confirmation === undefined || body.password_confirmation === body.password, {
    path: ['password_confirmation'],
    message: RuleMessages.passwordsDiffer,
  });
export type UpdatePasswordBody = z.input<typeof updatePasswordSchema>;

/** POST /api/account/otp/generate → data OtpSent. input must be the phone saved on the account. */
export const phoneOtpGenerateSchema = z.object({
  input: otpPhoneField,
  type: z.literal('phone', { error: Messages.fieldNotValid }).default('phone'),
});
export type PhoneOtpGenerateBody = z.input<typeof phoneOtpGenerateSchema>;

/** POST /api/account/otp/verify → data AccountProfile (phone_verified true). */
export const phoneOtpVerifySchema = z.object({ input: otpPhoneField, otp: otpCodeField });
export type PhoneOtpVerifyBody = z.input<typeof phoneOtpVerifySchema>;

/** GET /api/account/access-logs → data AccessLogEntry[] (newest first, at most 20). */
export interface AccessLogEntry {
  id: string;
  /** 'password' | 'otp' | 'register' */
  method: string;
  /** A short label such as 'Chrome on Windows', from the user agent. */
  device: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
}

/** GET /api/dev/outbox → data OutboxMessage[] (newest first). 404 in production unless DEV_OUTBOX=true. */
export interface OutboxMessage {
  id: string;
  channel: 'sms' | 'mail';
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
}
export const outboxQuerySchema = z.object({
  channel: z.enum(['sms', 'mail']).optional(),
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export interface OutboxQuery {
  channel?: 'sms' | 'mail';
  to?: string;
  limit?: number;
}
