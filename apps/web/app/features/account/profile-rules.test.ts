import { describe, expect, it } from 'vitest';
import type { Account } from './account-types';
import { isPhoneVerified, profileBody, profileValues, validateProfile } from './profile-rules';

const account: Account = {
  id: 'cus_1',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  phone_verified: true,
  phone_verified_at: '2025-01-01T00:00:00Z',
  has_password: true,
  verification_required: null,
  created_at: '2025-01-01T00:00:00Z',
};

describe('profile rules', () => {
  it('accepts the stored profile as it is', () => {
    expect(validateProfile(profileValues(account), account, 10)).toEqual({});
  });

  it('requires the names and checks email and phone with the spec messages', () => {
    const values = { first_name: ' ', last_name: '', email: 'asha@', phone: '98765' };
    expect(validateProfile(values, account, 10)).toEqual({
      first_name: 'This field is required',
      last_name: 'This field is required',
      email: 'The value must be an valid email address',
      phone: 'The value length should be at least 10',
    });
    expect(validateProfile({ ...profileValues(account), phone: '' }, account, 10)).toEqual({ phone: 'This field is required' });
  });

  it('lets an OTP account without email keep it empty, and leaves it out of the body', () => {
    const otpAccount = { ...account, email: null };
    const values = { ...profileValues(otpAccount), first_name: ' Asha ' };
    expect(validateProfile(values, otpAccount, 10)).toEqual({});
    expect(profileBody(values)).toEqual({ first_name: 'Asha', last_name: 'Rao', phone: '9876543210' });
  });

  it("shows 'Verified' only for a verified phone", () => {
    expect(isPhoneVerified(account)).toBe(true);
    expect(isPhoneVerified({ ...account, phone_verified: false })).toBe(false);
    expect(isPhoneVerified({ ...account, phone: null })).toBe(false);
  });
});
