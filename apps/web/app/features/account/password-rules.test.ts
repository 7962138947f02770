import { describe, expect, it } from 'vitest';
import { passwordBody, validatePasswordChange } from './password-rules';

describe('change password rules', () => {
  it('needs the current password, 6+ characters and a matching confirmation', () => {
    expect(validatePasswordChange({ current_password: '', password: 'abc', password_confirmation: 'abd' }, true)).toEqual({
      current_password: 'This field is required',
      password: 'The value length should be at least 6',
      password_confirmation: 'The passwords do not match',
    });
    expect(validatePasswordChange({ current_password: 'old', password: 'secret1', password_confirmation: 'secret1' }, true)).toEqual({});
  });

  it('lets an account without a password set its first one', () => {
    const values = { current_password: '', password: 'secret1', password_confirmation: 'secret1' };
    expect(validatePasswordChange(values, false)).toEqual({});
    expect(passwordBody(values, false)).toEqual({ password: 'secret1', password_confirmation: 'secret1' });
    expect(passwordBody({ ...values, current_password: 'old' }, true)).toEqual({
      current_password: 'old',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
  });
});
