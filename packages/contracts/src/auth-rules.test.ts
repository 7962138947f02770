import { describe, expect, it } from 'vitest';
import {
  AuthMessages,
  type AuthSettings,
  canVerifyOtp,
  clearOtpDigit,
  emailError,
  emptyOtpBoxes,
  initialAuthMode,
  initialOtpStepState,
  isBlockedPhoneKey,
  isOtpClearKey,
  loginDialogTitle,
  loginRedirectUrl,
  modeSwitchLink,
  nextAuthMode,
  nextOtpStep,
  otpBoxesFromValue,
  otpCodeError,
  otpPhoneError,
  otpValueFromBoxes,
  passwordStrength,
  pasteOtp,
  readAuthSettings,
  redirectTargetAfterLogin,
  registerMode,
  resendBlockedMessage,
  safeRedirectPath,
  sanitisePhone,
  showLoginNow,
  showRegisterNow,
  typeOtpDigit,
  usableAuthMode,
  validateForgotPassword,
  validateNewPassword,
  validatePasswordLogin,
  validatePasswordRegister,
} from './auth-rules.ts';

const settings = (over: Partial<AuthSettings> = {}): AuthSettings => ({
  enableOtpAuth: true,
  enablePasswordAuth: true,
  enableCustomerRegister: true,
  accountVerificationFor: 'phone',
  mobileNumberLength: 10,
  ...over,
});

describe('readAuthSettings', () => {
  it('accepts booleans, 0/1 and strings, and falls back to a 10-digit phone', () => {
    expect(readAuthSettings({ enable_otp_auth: 1, enable_legacy_auth: 'true', enable_customer_register: false }, 9)).toEqual({
      enableOtpAuth: true,
      enablePasswordAuth: true,
      enableCustomerRegister: false,
      accountVerificationFor: '',
      mobileNumberLength: 9,
    });
    expect(readAuthSettings({ enable_otp_auth: '0', account_verification_for: 'email' }).mobileNumberLength).toBe(10);
    expect(readAuthSettings({ enable_otp_auth: '0', account_verification_for: 'email' }).enableOtpAuth).toBe(false);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 1],
    ['Abcdef1', 1], // no symbol
    ['Ab1!xy', 2], // 6 chars, all four classes
    ['Ab1!xyz', 2],
    ['Abcdef!x', 2], // 8+, lower upper symbol, no digit
    ['abcdef1!', 1], // no upper
    ['Abcde1!x', 3], // 8+, all four
    ['Ab1!', 1], // all four but too short
    ['Ab!xyz', 1], // 6 chars without a digit
  ] as const)('%j scores %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });
});

describe('phone input', () => {
  it('blocks e, E, +, - and .', () => {
    for (const key of ['e', 'E', '+', '-', '.']) expect(isBlockedPhoneKey(key)).toBe(true);
    for (const key of ['1', 'Backspace', 'ArrowLeft', 'Tab']) expect(isBlockedPhoneKey(key)).toBe(false);
  });
  it('keeps digits only and truncates to the country length', () => {
    expect(sanitisePhone('+91 98765-43210', 10)).toBe('9198765432');
    expect(sanitisePhone('98e7.6', 10)).toBe('9876');
    expect(sanitisePhone('123456789', 8)).toBe('12345678');
  });
});

describe('OTP boxes', () => {
  it('keeps one digit per box and moves to the next box', () => {
    expect(typeOtpDigit(emptyOtpBoxes(), 0, '7')).toEqual({ boxes: ['7', '', '', ''], focus: 1 });
    // typing over a filled box replaces it
    expect(typeOtpDigit(['1', '', '', ''], 0, '19')).toEqual({ boxes: ['9', '', '', ''], focus: 1 });
    // the last box keeps the focus
    expect(typeOtpDigit(['1', '2', '3', ''], 3, '4')).toEqual({ boxes: ['1', '2', '3', '4'], focus: 3 });
  });
  it('ignores anything but digits', () => {
    expect(typeOtpDigit(['1', '', '', ''], 1, 'a')).toEqual({ boxes: ['1', '', '', ''], focus: 1 });
    expect(typeOtpDigit(['1', '', '', ''], 1, '')).toEqual({ boxes: ['1', '', '', ''], focus: 1 });
  });
  it('Backspace and Delete clear the box and move back', () => {
    expect(isOtpClearKey('Backspace') && isOtpClearKey('Delete')).toBe(true);
    expect(isOtpClearKey('a')).toBe(false);
    expect(clearOtpDigit(['1', '2', '3', '4'], 2)).toEqual({ boxes: ['1', '2', '', '4'], focus: 1 });
    expect(clearOtpDigit(['1', '', '', ''], 0)).toEqual({ boxes: ['', '', '', ''], focus: 0 });
  });
  it('fills from a paste of exactly 4 digits only', () => {
    expect(pasteOtp(' 1234 ')).toEqual({ boxes: ['1', '2', '3', '4'], focus: 3 });
    expect(pasteOtp('123')).toBeNull();
    expect(pasteOtp('12345')).toBeNull();
    expect(pasteOtp('12a4')).toBeNull();
  });
  it('round-trips boxes with a gap through one string', () => {
    expect(otpValueFromBoxes(['1', '', '3', '4'])).toBe('1 34');
    expect(otpValueFromBoxes(['1', '2', '', ''])).toBe('12');
    expect(otpBoxesFromValue('1 34')).toEqual(['1', '', '3', '4']);
    expect(otpBoxesFromValue('')).toEqual(['', '', '', '']);
    expect(canVerifyOtp(otpValueFromBoxes(['1', '', '3', '4']), false)).toBe(false);
  });
  it('enables VERIFY only with exactly 4 digits and when not busy', () => {
    expect(canVerifyOtp('1234', false)).toBe(true);
    expect(canVerifyOtp('1234', true)).toBe(false);
    expect(canVerifyOtp('123', false)).toBe(false);
    expect(canVerifyOtp('12a4', false)).toBe(false);
  });
});

describe('login mode machine', () => {
  it('starts as OTP when OTP auth is on, else Legacy', () => {
    expect(initialAuthMode(settings())).toBe('OTP');
    expect(initialAuthMode(settings({ enableOtpAuth: false }))).toBe('Legacy');
    expect(initialAuthMode(settings({ enableOtpAuth: false, enablePasswordAuth: false }))).toBe('Legacy');
  });
  it('switches between OTP and Legacy only when the settings allow it', () => {
    expect(nextAuthMode('OTP', 'useEmail', settings())).toBe('Legacy');
    expect(nextAuthMode('Legacy', 'useOtp', settings())).toBe('OTP');
    expect(nextAuthMode('OTP', 'useEmail', settings({ enablePasswordAuth: false }))).toBe('OTP');
    expect(nextAuthMode('Legacy', 'useOtp', settings({ enableOtpAuth: false }))).toBe('Legacy');
  });
  it('goes to ForgotPassword and back to Legacy after success or cancel', () => {
    expect(nextAuthMode('Legacy', 'forgotPassword', settings())).toBe('ForgotPassword');
    expect(nextAuthMode('ForgotPassword', 'forgotPasswordDone', settings())).toBe('Legacy');
    expect(nextAuthMode('ForgotPassword', 'backToLogin', settings())).toBe('Legacy');
    expect(nextAuthMode('ForgotPassword', 'reset', settings())).toBe('OTP');
  });
  it('drops a stored mode the settings no longer allow', () => {
    expect(usableAuthMode('Legacy', settings())).toBe('Legacy');
    expect(usableAuthMode('ForgotPassword', settings())).toBe('ForgotPassword');
    expect(usableAuthMode('OTP', settings({ enableOtpAuth: false }))).toBe('Legacy');
    expect(usableAuthMode('Legacy', settings({ enablePasswordAuth: false }))).toBe('OTP');
    expect(usableAuthMode('nonsense', settings())).toBe('OTP');
  });
  it('titles the dialog and shows REGISTER NOW only in Legacy with registration on', () => {
    expect(loginDialogTitle('OTP')).toBe('Login');
    expect(loginDialogTitle('Legacy')).toBe('Login');
    expect(loginDialogTitle('ForgotPassword')).toBe('Forgot Password?');
    expect(showRegisterNow('Legacy', settings())).toBe(true);
    expect(showRegisterNow('OTP', settings())).toBe(false);
    expect(showRegisterNow('ForgotPassword', settings())).toBe(false);
    expect(showRegisterNow('Legacy', settings({ enableCustomerRegister: false }))).toBe(false);
  });
  it('gives the register dialog OTP and Legacy only, LOGIN NOW in Legacy', () => {
    expect(registerMode('ForgotPassword')).toBe('Legacy');
    expect(registerMode('OTP')).toBe('OTP');
    expect(showLoginNow('Legacy')).toBe(true);
    expect(showLoginNow('OTP')).toBe(false);
  });
  it('labels the switch links per dialog', () => {
    expect(modeSwitchLink('OTP', settings(), 'login')).toEqual({ label: 'Login with Email', event: 'useEmail' });
    expect(modeSwitchLink('Legacy', settings(), 'login')).toEqual({ label: 'Login with OTP', event: 'useOtp' });
    expect(modeSwitchLink('OTP', settings(), 'register')?.label).toBe('Register with Email');
    expect(modeSwitchLink('Legacy', settings(), 'register')?.label).toBe('Register with OTP');
    expect(modeSwitchLink('OTP', settings({ enablePasswordAuth: false }), 'login')).toBeNull();
    expect(modeSwitchLink('ForgotPassword', settings(), 'login')).toBeNull();
  });
});

describe('OTP step machine', () => {
  it('goes phone → verify, and back to a cleared phone step after success', () => {
    let state = nextOtpStep(initialOtpStepState, { type: 'phoneChanged', phone: '9876543210' });
    state = nextOtpStep(state, { type: 'codeSent' });
    expect(state.step).toBe('verify');
    state = nextOtpStep(state, { type: 'codeChanged', code: '1234' });
    state = nextOtpStep(state, { type: 'verified' });
    expect(state).toEqual(initialOtpStepState);
  });
  it("'Change Phone' returns to the phone step and asks for focus", () => {
    let state = nextOtpStep({ ...initialOtpStepState, phone: '9876543210' }, { type: 'codeSent' });
    state = nextOtpStep(state, { type: 'codeChanged', code: '12' });
    const changed = nextOtpStep(state, { type: 'changePhone' });
    expect(changed).toMatchObject({ step: 'phone', phone: '9876543210', code: '', focusPhone: state.focusPhone + 1 });
  });
  it('allows three resends at login and one for registration and the verify popup', () => {
    expect(resendBlockedMessage(0, 'login')).toBeNull();
    expect(resendBlockedMessage(2, 'login')).toBeNull();
    expect(resendBlockedMessage(3, 'login')).toBe('Maximum attempt reached. Please try again later');
    expect(resendBlockedMessage(0, 'registration')).toBeNull();
    expect(resendBlockedMessage(1, 'registration')).toBe(AuthMessages.maxAttempts);
    expect(resendBlockedMessage(1, 'verify')).toBe(AuthMessages.maxAttempts);
    const resent = nextOtpStep({ ...initialOtpStepState, step: 'verify', code: '12' }, { type: 'resent' });
    expect(resent).toMatchObject({ resends: 1, code: '' });
  });
});

describe('form validation messages', () => {
  it('checks the OTP phone and code', () => {
    expect(otpPhoneError('9876543210')).toBeNull();
    expect(otpPhoneError('')).toBe('Invalid phone number');
    expect(otpPhoneError('987654321')).toBe('Invalid phone number');
    expect(otpPhoneError('98765432a0')).toBe('Invalid phone number');
    expect(otpCodeError('')).toBe('The OTP is required');
    expect(otpCodeError('12345')).toBe('The value length should not exceed 4');
    expect(otpCodeError('1234')).toBeNull();
  });
  it('checks email-and-password login and forgot password', () => {
    expect(validatePasswordLogin({ email: '', password: '' })).toEqual({ email: 'This field is required', password: 'This field is required' });
    expect(validatePasswordLogin({ email: 'asha@', password: 'x' })).toEqual({ email: 'The value must be an valid email address' });
    expect(validatePasswordLogin({ email: 'asha@example.com', password: 'x' })).toEqual({});
    expect(validateForgotPassword({ email: 'nope' })).toEqual({ email: 'The value must be an valid email address' });
    expect(emailError(' asha@example.com ')).toBeNull();
  });
  it('checks email-and-password register with the country mobile length', () => {
    const valid = { first_name: 'Asha', last_name: 'Rao', phone: '9876543210', email: 'asha@example.com', password: 'secret' };
    expect(validatePasswordRegister(valid, 10)).toEqual({});
    expect(validatePasswordRegister({ first_name: ' ', last_name: '', phone: '', email: '', password: '' }, 10)).toEqual({
      first_name: 'This field is required',
      last_name: 'This field is required',
      phone: 'This field is required',
      email: 'This field is required',
      password: 'This field is required',
    });
    expect(validatePasswordRegister({ ...valid, phone: '98a' }, 10).phone).toBe('The value must be numeric');
    expect(validatePasswordRegister({ ...valid, phone: '98765' }, 10).phone).toBe('The value length should be at least 10');
    expect(validatePasswordRegister({ ...valid, phone: '98765432101' }, 10).phone).toBe('The value length should not exceed 10');
    expect(validatePasswordRegister({ ...valid, phone: '987654321' }, 9)).toEqual({});
    expect(validatePasswordRegister({ ...valid, password: 'abc' }, 10).password).toBe('The value length should be at least 6');
  });
  it('checks a new password and its confirmation', () => {
    expect(validateNewPassword({ password: 'secret', password_confirmation: 'secret' })).toEqual({});
    expect(validateNewPassword({ password: 'abc', password_confirmation: '' })).toEqual({
      password: 'The value length should be at least 6',
      password_confirmation: 'This field is required',
    });
    expect(validateNewPassword({ password: 'secret', password_confirmation: 'secreT' }).password_confirmation).toBe(AuthMessages.passwordsDiffer);
  });
});

describe('redirect target', () => {
  it('accepts same-origin paths only', () => {
    expect(safeRedirectPath('/account/wishlist?x=1')).toBe('/account/wishlist?x=1');
    expect(safeRedirectPath('/')).toBe('/');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'account', '', '/\t/evil.example', '/a b', null, 3]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });
  it('decodes the saved target and falls back to /account', () => {
    expect(redirectTargetAfterLogin('%2Fproduct%2Fshoe')).toBe('/product/shoe');
    expect(redirectTargetAfterLogin('/product/shoe')).toBe('/product/shoe');
    expect(redirectTargetAfterLogin('%2F%2Fevil.example')).toBe('/account');
    expect(redirectTargetAfterLogin('%E0%A4%A')).toBe('/account');
    expect(redirectTargetAfterLogin(null)).toBe('/account');
    expect(redirectTargetAfterLogin('https://evil.example')).toBe('/account');
  });
  it('builds the guest login URL for server guards', () => {
    expect(loginRedirectUrl('/account/wishlist')).toBe('/?login=1&redirectTo=%2Faccount%2Fwishlist');
    expect(loginRedirectUrl('//evil.example')).toBe('/?login=1');
  });
});
