import { Messages } from './messages.ts';
import { POSTAL_CODE_COLUMNS, PostalMessages, postalCodeError } from './postal-code.ts';

// spec §3 Address: the rules of an address form, zod-free, so the browser's form and the API's
// schemas (address.ts) run the same functions (docs/decisions/010-one-rule-per-field.md).

export const ADDRESS_TYPES = ['Shipping', 'Billing'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** One dynamic field, as GET /api/settings/address-fields answers it. */
export interface AddressField {
  column_name: string;
  label: string;
  is_required: boolean;
  field_type: string;
}

/**
 * Names that never become dynamic values: the fixed address columns and answer keys. A field list
 * naming state_id or country_id only says whether that column is required.
 */
export const RESERVED_ADDRESS_KEYS: readonly string[] = [
  'id',
  'address_id',
  'customer_id',
  'address_type',
  'is_default',
  'default',
  'country',
  'state',
  'country_id',
  'state_id',
  'fields',
  'created_at',
  'updated_at',
  'total_mrp',
];

export function dynamicAddressFields(fields: readonly AddressField[]): AddressField[] {
  return fields.filter((f) => !RESERVED_ADDRESS_KEYS.includes(f.column_name));
}

/** Whether the field list asks for a state (seeded lists name state_id as a required select). */
export function isStateRequired(fields: readonly AddressField[]): boolean {
  return fields.some((f) => f.column_name === 'state_id' && f.is_required);
}

/** Vitrine's own message: the spec shows none for a malformed pincode. */
export const PINCODE_MESSAGE = PostalMessages.IN;

/**
 * Vitrine's own messages for a value that is there but wrong (the spec names only empty values):
 * they say what to type, as a person would (issue 29).
 */
export const AddressFieldMessages = {
  mobileNumber: (length: number) => `Enter a ${length}-digit mobile number`,
  mobileDigits: 'Enter the mobile number in digits only',
} as const;

/** A mobile number that is present: exactly the country's length in digits (digits only when the length is unknown). */
export function mobileNumberError(value: string, length?: number): string | null {
  if (length) return new RegExp(`^\\d{${length}}$`).test(value) ? null : AddressFieldMessages.mobileNumber(length);
  return /^\d+$/.test(value) ? null : AddressFieldMessages.mobileDigits;
}

/** What a field's rules need to know of the address's country. */
export interface AddressCountryRules {
  iso2?: string;
  mobile_number_length?: number;
}

/**
 * One dynamic field's value, trimmed: required fields must be filled; a postal code follows the
 * country's rule (postal-code.ts); a phone field ('tel') has the country's mobile number length,
 * said the way a person would ('Enter a 10-digit mobile number').
 */
export function addressValueError(field: AddressField, value: string, country: AddressCountryRules = {}): string | null {
  if (!value) return field.is_required ? Messages.fieldRequired : null;
  if (POSTAL_CODE_COLUMNS.includes(field.column_name)) {
    // India's fields name it 'pincode': a list without a country still gets India's rule.
    return postalCodeError(value, country.iso2 ?? (field.column_name === 'pincode' ? 'IN' : undefined));
  }
  if (field.field_type === 'tel') return mobileNumberError(value, country.mobile_number_length);
  return null;
}
