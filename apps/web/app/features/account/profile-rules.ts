import { emailError, type FieldErrors, registerPhoneError } from '@vitrine/contracts/auth-rules';
import { Messages } from '@vitrine/contracts/messages';
import type { Account, ProfileInput } from './account-types';

// PUT /api/account/update-profile (contracts/auth updateProfileSchema, zod-free here): names
// required; email valid; phone numeric with the country's mobile length. A contact the account
// never had may stay empty (an OTP account has no email): absent keys keep their stored value.

export const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export function profileValues(account: Account): ProfileValues {
  return {
    first_name: account.first_name ?? '',
    last_name: account.last_name ?? '',
    email: account.email ?? '',
    phone: account.phone ?? '',
  };
}

export function validateProfile(values: ProfileValues, account: Account, mobileNumberLength: number): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (!values.first_name.trim()) errors.first_name = Messages.fieldRequired;
  if (!values.last_name.trim()) errors.last_name = Messages.fieldRequired;
  if (values.email.trim() || account.email) {
    const error = emailError(values.email);
    if (error) errors.email = error;
  }
  if (values.phone || account.phone) {
    const error = registerPhoneError(values.phone, mobileNumberLength);
    if (error) errors.phone = error;
  }
  return errors;
}

/** Only the profile fields, trimmed; an empty contact the account never had is left out. */
export function profileBody(values: ProfileValues): ProfileInput {
  const body: ProfileInput = { first_name: values.first_name.trim(), last_name: values.last_name.trim() };
  if (values.email.trim()) body.email = values.email.trim();
  if (values.phone.trim()) body.phone = values.phone.trim();
  return body;
}

/** spec §3/§4: 'Verified' only while the phone is the verified one (the server clears it on change). */
export function isPhoneVerified(account: Pick<Account, 'phone' | 'phone_verified'>): boolean {
  return Boolean(account.phone && account.phone_verified);
}
