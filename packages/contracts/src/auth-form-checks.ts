import { AuthMessages, OTP_LENGTH, OTP_PHONE_LENGTH, PASSWORD_MIN_LENGTH } from './auth-constants.ts';
import { Messages } from './messages.ts';
import { isCompleteOtp } from './otp-rules.ts';

// Sign-in form validation with the spec's exact messages (spec §5). Zod-free.

// ---------------------------------------------------------------- form validation (spec §5)

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// One rule per field, zod-free: the browser's forms run these, and the API's zod schemas
// (auth.ts) call the very same functions, so both sides answer with the same message
// (docs/decisions/010-one-rule-per-field.md).

/** zod 4's own email pattern (z.email()), kept here so the browser needs no zod. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;

export function emailError(email: string): string | null {
  const value = email.trim();
  if (!value) return Messages.fieldRequired;
  if (value.length > EMAIL_MAX_LENGTH) return Messages.maxLength(EMAIL_MAX_LENGTH);
  return EMAIL_PATTERN.test(value) ? null : Messages.invalidEmail;
}

/** A required text such as a name: not blank, at most `max` characters once trimmed. */
export function requiredTextError(value: string, max = NAME_MAX_LENGTH): string | null {
  const trimmed = value.trim();
  if (!trimmed) return Messages.fieldRequired;
  return trimmed.length > max ? Messages.maxLength(max) : null;
}

/** The password of a login: anything not empty, within the length cap. */
export function anyPasswordError(password: string): string | null {
  if (!password) return Messages.fieldRequired;
  return password.length > PASSWORD_MAX_LENGTH ? Messages.maxLength(PASSWORD_MAX_LENGTH) : null;
}

export function otpPhoneError(phone: string): string | null {
  return new RegExp(`^\\d{${OTP_PHONE_LENGTH}}$`).test(phone) ? null : AuthMessages.invalidPhone;
}

export function otpCodeError(code: string): string | null {
  if (!code) return AuthMessages.otpRequired;
  if (code.length > OTP_LENGTH) return Messages.maxLength(OTP_LENGTH);
  return isCompleteOtp(code) ? null : Messages.fieldNotValid;
}

/** A new password: at least `minLength` characters (spec §5), within the length cap. */
export function passwordError(password: string, minLength = PASSWORD_MIN_LENGTH): string | null {
  if (!password) return Messages.fieldRequired;
  if (password.length < minLength) return Messages.minLength(minLength);
  return password.length > PASSWORD_MAX_LENGTH ? Messages.maxLength(PASSWORD_MAX_LENGTH) : null;
}

/** Register and profile phone: required, numeric, exactly the country's mobile length. */
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

export interface PasswordLoginInput {
  email: string;
  password: string;
}
export function validatePasswordLogin(input: PasswordLoginInput): FieldErrors<keyof PasswordLoginInput> {
  return compact({ email: emailError(input.email), password: anyPasswordError(input.password) });
}

export function validateForgotPassword(input: { email: string }): FieldErrors<'email'> {
  return compact({ email: emailError(input.email) });
}

export interface PasswordRegisterInput {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password: string;
}
/** spec §5: runs on submit only. */
export function validatePasswordRegister(input: PasswordRegisterInput, mobileNumberLength: number): FieldErrors<keyof PasswordRegisterInput> {
  return compact({
    first_name: requiredTextError(input.first_name),
    last_name: requiredTextError(input.last_name),
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
