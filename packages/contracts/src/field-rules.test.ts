import { describe, expect, it } from 'vitest';
import { addressFieldsSchema } from './address.ts';
import type { AddressField } from './address-rules.ts';
import { addressValueError, PINCODE_MESSAGE } from './address-rules.ts';
import { countryPhoneField, emailField, newPasswordField, otpCodeField, otpPhoneField, registerSchema } from './auth.ts';
import { emailError, otpCodeError, otpPhoneError, passwordError, registerPhoneError, requiredTextError } from './auth-form-checks.ts';
import { isIndianPincode, postalCodeError } from './postal-code.ts';

// One rule per field (docs/decisions/010): the API's zod schema and the browser's zod-free rule
// give the same answer for every input, because the schema calls the rule.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

const samples = [
  '',
  ' ',
  'a',
  'a@b',
  'a@b.co',
  ' Asha@Example.com ',
  'x'.repeat(300),
  '98765',
  '9876543210',
  '98765432101',
  '12ab',
  '1234',
  '12345',
  'Secret-pass1',
];

describe('field rules shared by the browser and the API', () => {
  it('email', () => {
    for (const value of samples) expect(firstMessage(emailField.safeParse(value)), value).toBe(emailError(value));
  });

  it('OTP phone and code', () => {
    for (const value of samples) {
      expect(firstMessage(otpPhoneField.safeParse(value)), value).toBe(otpPhoneError(value.trim()));
      expect(firstMessage(otpCodeField.safeParse(value)), value).toBe(otpCodeError(value.trim()));
    }
  });

  it('new password and country phone', () => {
    for (const value of samples) {
      expect(firstMessage(newPasswordField.safeParse(value)), value).toBe(passwordError(value));
      expect(firstMessage(countryPhoneField(10).safeParse(value)), value).toBe(registerPhoneError(value.trim(), 10));
    }
  });

  it('register names', () => {
    for (const value of samples) {
      const result = registerSchema(10).safeParse({ first_name: value, last_name: 'Rao', phone: '9876543210', email: 'a@b.co', password: 'Secret-pass1' });
      expect(firstMessage(result), value).toBe(requiredTextError(value));
    }
  });

  it('address fields', () => {
    const fields: AddressField[] = [
      { column_name: 'city', label: 'City', is_required: true, field_type: 'text' },
      { column_name: 'phone', label: 'Phone', is_required: false, field_type: 'tel' },
      { column_name: 'pincode', label: 'Pincode', is_required: true, field_type: 'text' },
    ];
    for (const value of samples) {
      for (const field of fields) {
        const schema = addressFieldsSchema([field], { mobileNumberLength: 10 });
        const expected =
          value.trim().length > 255 ? 'The value length should not exceed 255' : addressValueError(field, value.trim(), { mobile_number_length: 10 });
        expect(firstMessage(schema.safeParse({ [field.column_name]: value })), `${field.column_name}: ${value}`).toBe(expected);
      }
    }
  });
});

describe('the pincode rule (India: six digits)', () => {
  const pincode: AddressField = { column_name: 'pincode', label: 'Pincode', is_required: true, field_type: 'text' };

  it('takes six digits not starting with 0, on both sides', () => {
    expect(addressValueError(pincode, '560001')).toBeNull();
    for (const bad of ['56000', '5600011', '060001', '56O001', '560 01']) {
      expect(addressValueError(pincode, bad), bad).toBe(PINCODE_MESSAGE);
      expect(firstMessage(addressFieldsSchema([pincode]).safeParse({ pincode: bad })), bad).toBe(PINCODE_MESSAGE);
    }
  });

  it('refuses 000000 and 999999: no Indian pincode starts with 0 or 9 (9 is the Army Postal Service)', () => {
    for (const bad of ['000000', '999999', '900001']) {
      expect(addressValueError(pincode, bad, { iso2: 'IN' }), bad).toBe(PINCODE_MESSAGE);
      expect(isIndianPincode(bad), bad).toBe(false);
    }
    expect(isIndianPincode('110001')).toBe(true);
    expect(isIndianPincode('855117')).toBe(true);
  });
});

describe('the postal code rule per country', () => {
  const zip: AddressField = { column_name: 'zip', label: 'ZIP code', is_required: true, field_type: 'text' };

  it('takes each country its own shape, on both sides', () => {
    const cases: [string, string[], string[]][] = [
      ['US', ['94105', '94105-1234'], ['abc', '9410', '941051', '94105 1234']],
      ['GB', ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'EH12 9DN'], ['abc', '12345', 'SW1A 1A']],
      ['IN', ['560001'], ['abc', '56000', '000000', '999999']],
      ['FR', ['75008', 'AB-12'], ['a', '#!', 'x'.repeat(11)]],
    ];
    for (const [iso2, good, bad] of cases) {
      const schema = addressFieldsSchema([zip], { countryIso2: iso2 });
      for (const value of good) {
        expect(addressValueError(zip, value, { iso2 }), `${iso2} ${value}`).toBeNull();
        expect(schema.safeParse({ zip: value }).success, `${iso2} ${value}`).toBe(true);
      }
      for (const value of bad) {
        const message = addressValueError(zip, value, { iso2 });
        expect(message, `${iso2} ${value}`).toBe(postalCodeError(value, iso2));
        expect(message, `${iso2} ${value}`).not.toBeNull();
        expect(firstMessage(schema.safeParse({ zip: value })), `${iso2} ${value}`).toBe(message);
      }
    }
    expect(postalCodeError('abc', 'US')).toBe('Enter a valid 5-digit ZIP code');
    expect(postalCodeError('abc', 'GB')).toBe('Enter a valid postcode');
    expect(postalCodeError('#!', 'FR')).toBe('Enter a valid postal code');
  });
});
