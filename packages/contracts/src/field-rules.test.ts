import { describe, expect, it } from 'vitest';
import { addressFieldsSchema } from './address.ts';
import type { AddressField } from './address-rules.ts';
import { addressValueError, PINCODE_MESSAGE } from './address-rules.ts';
import { countryPhoneField, emailField, newPasswordField, otpCodeField, otpPhoneField, registerSchema } from './auth.ts';
import { emailError, otpCodeError, otpPhoneError, passwordError, registerPhoneError, requiredTextError } from './auth-form-checks.ts';

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
        const expected = value.trim().length > 255 ? 'The value length should not exceed 255' : addressValueError(field, value.trim(), 10);
        expect(firstMessage(schema.safeParse({ [field.column_name]: value })), `${field.column_name}: ${value}`).toBe(expected);
      }
    }
  });
});

describe('the pincode rule (India: six digits)', () => {
  const pincode: AddressField = { column_name: 'pincode', label: 'Pincode', is_required: true, field_type: 'text' };
  const zip: AddressField = { column_name: 'zip', label: 'ZIP code', is_required: true, field_type: 'text' };

  it('takes six digits not starting with 0, on both sides', () => {
    expect(addressValueError(pincode, '560001')).toBeNull();
    for (const bad of ['56000', '5600011', '060001', '56O001', '560 01']) {
      expect(addressValueError(pincode, bad), bad).toBe(PINCODE_MESSAGE);
      expect(firstMessage(addressFieldsSchema([pincode]).safeParse({ pincode: bad })), bad).toBe(PINCODE_MESSAGE);
    }
  });

  it("leaves other countries' postal codes alone", () => {
    expect(addressValueError(zip, '94105')).toBeNull();
    expect(addressValueError(zip, 'SW1A 1AA')).toBeNull();
  });
});
