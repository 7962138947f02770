import { type FieldErrors, validateNewPassword } from '@vitrine/contracts/auth-rules';
import { Messages } from '@vitrine/contracts/messages';
import type { PasswordInput } from './account-types';

export const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

/**
 * Change password (contracts/auth updatePasswordSchema): the current password when the account
 * has one (an OTP account sets its first without it), a new one of 6+ characters, confirmed.
 */
export function validatePasswordChange(values: Record<PasswordField, string>, hasPassword: boolean): FieldErrors<PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  if (hasPassword && !values.current_password) errors.current_password = Messages.fieldRequired;
  return { ...errors, ...validateNewPassword(values) };
}

export function passwordBody(values: Record<PasswordField, string>, hasPassword: boolean): PasswordInput {
  return {
    ...(hasPassword ? { current_password: values.current_password } : {}),
    password: values.password,
    password_confirmation: values.password_confirmation,
  };
}
