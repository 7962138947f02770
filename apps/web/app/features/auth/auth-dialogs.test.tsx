import type { AuthMode, AuthSettings } from '@vitrine/contracts/auth-rules';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';
import { VerifyAccountDialog } from './verify-account-dialog';

const settings = (over: Partial<AuthSettings> = {}): AuthSettings => ({
  enableOtpAuth: true,
  enablePasswordAuth: true,
  enableCustomerRegister: true,
  accountVerificationFor: 'phone',
  mobileNumberLength: 10,
  ...over,
});
const noop = () => {};
// React inserts <!-- --> between adjacent text parts; the tests read the text.
const text = (html: string) => html.replace(/<!-- -->/g, '');
/** The <input> tag that the <label> with this text points at (label for= / input id=). */
const inputLabelled = (html: string, label: string) => {
  const id = html.match(new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`))?.[1];
  return id ? (html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? null) : null;
};

const login = (mode: AuthMode, s = settings()) =>
  text(
    renderToString(
      <LoginDialog
        open
        mode={mode}
        settings={s}
        mobileCode="91"
        onClose={noop}
        onModeEvent={noop}
        onSignedIn={noop}
        onRegisterNow={noop}
        onResetLinkSent={noop}
      />,
    ),
  );
const register = (mode: AuthMode, s = settings()) =>
  text(
    renderToString(
      <RegisterDialog
        open
        mode={mode}
        settings={s}
        mobileCode="91"
        onClose={noop}
        onModeEvent={noop}
        onSignedIn={noop}
        onRegistered={noop}
        onLoginNow={noop}
      />,
    ),
  );

describe('LoginDialog', () => {
  it('OTP mode: titled Login, phone field, SEND OTP, Login with Email, no REGISTER NOW', () => {
    const html = login('OTP');
    expect(html).toContain('>Login</h2>');
    expect(inputLabelled(html, 'Phone number')).toMatch(/type="tel".*name="phone"/);
    expect(html).toContain('+91');
    expect(html).toContain('SEND OTP');
    expect(html).toContain('Login with Email');
    expect(html).not.toContain('REGISTER NOW');
    expect(html).not.toContain('Don&#x27;t Have an Account?');
  });

  it('Legacy mode: email, password, remember me checked, Forgot Password?, Login with OTP, REGISTER NOW', () => {
    const html = login('Legacy');
    expect(html).toContain('>Login</h2>');
    expect(inputLabelled(html, 'Email')).toMatch(/type="email" name="email"/);
    expect(inputLabelled(html, 'Password')).toMatch(/type="password" name="password"/);
    expect(html).toMatch(/<input type="checkbox" name="remember_me" checked=""/);
    expect(html).toContain('Remember me');
    expect(html).toContain('Forgot Password?</button>');
    expect(html).toContain('Login with OTP');
    expect(html).toContain('Don&#x27;t Have an Account?');
    expect(html).toContain('REGISTER NOW');
  });

  it('hides REGISTER NOW when registration is off, and the switch link when only one way is on', () => {
    expect(login('Legacy', settings({ enableCustomerRegister: false }))).not.toContain('REGISTER NOW');
    expect(login('Legacy', settings({ enableOtpAuth: false }))).not.toContain('Login with OTP');
    expect(login('OTP', settings({ enablePasswordAuth: false }))).not.toContain('Login with Email');
  });

  it('ForgotPassword mode: titled Forgot Password?, email only, no switch links or REGISTER NOW', () => {
    const html = login('ForgotPassword');
    expect(html).toContain('>Forgot Password?</h2>');
    expect(html).toContain('name="email"');
    expect(html).not.toContain('name="password"');
    expect(html).toContain('SEND RESET LINK');
    expect(html).toContain('Back to Login');
    expect(html).not.toContain('REGISTER NOW');
    expect(html).not.toContain('Login with');
  });
});

describe('RegisterDialog', () => {
  it('Legacy mode: titled Register with the fields, strength meter, Register with OTP and LOGIN NOW', () => {
    const html = register('Legacy');
    expect(html).toContain('>Register</h2>');
    for (const label of ['First name', 'Last name', 'Phone number', 'Email', 'Password']) expect(inputLabelled(html, label)).not.toBeNull();
    expect(html).toContain('class="strength strength--0"');
    expect(html).toContain('REGISTER</button>');
    expect(html).toContain('Register with OTP');
    expect(html).toContain('Already have an account?');
    expect(html).toContain('LOGIN NOW');
  });

  it('OTP mode: phone step, Register with Email, no LOGIN NOW', () => {
    const html = register('OTP');
    expect(html).toContain('SEND OTP');
    expect(html).toContain('Register with Email');
    expect(html).not.toContain('LOGIN NOW');
  });

  it('treats ForgotPassword as Legacy', () => {
    expect(register('ForgotPassword')).toContain('name="first_name"');
  });
});

describe('VerifyAccountDialog', () => {
  it('asks for the code with VERIFY disabled until 4 digits, and RESEND OTP', () => {
    const failed = async () => ({ ok: false as const, failure: { statusCode: 500, message: 'x', fieldErrors: {} } });
    const html = text(renderToString(<VerifyAccountDialog open onClose={noop} sendCode={failed} verifyCode={failed} onVerified={noop} />));
    expect(html).toContain('>Verify Account</h2>');
    expect(html).toContain('Enter the code we just sent to your mobile phone');
    expect(html).toContain('aria-label="Digit 4 of 4"');
    expect(html).toMatch(/<button type="submit" class="button button--primary" disabled="">VERIFY<\/button>/);
    expect(html).toContain('RESEND OTP');
  });
});
