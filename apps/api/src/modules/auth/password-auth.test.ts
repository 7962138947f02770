import { AuthMessages, type LoginResult } from '@vitrine/contracts/auth';
import { Messages } from '@vitrine/contracts/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { freshIp, send } from '../../test/send.ts';
import { sessionCookieFrom, signInTestCustomer, TEST_PASSWORD } from '../../test/sign-in.ts';
import { createTestApp, describeEachDatabase, type TestApp, useTestApp } from '../../test/test-app.ts';
import { DEFAULT_AUTH_SETTINGS, newEmail, newPhone, setSettings } from './auth-test-kit.ts';

describeEachDatabase('email and password (POST /api/auth/register, /login, /logout)', (dialect) => {
  const t = useTestApp(dialect);
  const post = (url: string, payload?: unknown, cookie?: string | null) => send(t.app, 'POST', url, { payload, cookie });
  const account = (cookie: string | null) => send(t.app, 'GET', '/api/account/get', { cookie });
  const registration = () => ({ first_name: 'Asha', last_name: 'Rao', phone: newPhone(), email: newEmail(), password: 'Secret-1' });

  afterEach(async () => {
    await setSettings(t.app, DEFAULT_AUTH_SETTINGS);
  });

  describe('register', () => {
    it('creates the account, signs it in and asks for phone verification (account_verification_for phone)', async () => {
      const body = { ...registration(), email: 'Asha.Rao+1@Example.com' };
      const res = await post('/api/auth/register', body);
      const data = expectSuccess<LoginResult>(res);
      expect(res.json().message).toBe(AuthMessages.registered);
      expect(data.user).toEqual({
        id: expect.stringMatching(/^cus_/),
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha.rao+1@example.com',
        phone: body.phone,
        phone_verified: false,
        phone_verified_at: null,
        has_password: true,
        verification_required: 'phone',
        created_at: expect.any(String),
      });
      expect(data.cart_session_id).toEqual(expect.any(String));
      const cookie = sessionCookieFrom(res.headers['set-cookie']);
      expect(expectSuccess(await account(cookie)).id).toBe(data.user.id);
      const stored = await t.db.kysely.selectFrom('customers').select('password_hash').where('id', '=', data.user.id).executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^\$argon2id\$/);
      await setSettings(t.app, { account_verification_for: '' });
      expect(expectSuccess(await account(cookie)).verification_required).toBeNull();
    });

    it('validates every field with the spec messages (phone length from the storefront country)', async () => {
      const res = await post('/api/auth/register', {});
      for (const field of ['first_name', 'last_name', 'phone', 'email', 'password']) {
        expect(expectFieldError(res, field)).toEqual([Messages.fieldRequired]);
      }
      const base = registration();
      expect(expectFieldError(await post('/api/auth/register', { ...base, phone: '98765' }), 'phone')).toEqual([Messages.minLength(10)]);
      expect(expectFieldError(await post('/api/auth/register', { ...base, phone: '98765432101' }), 'phone')).toEqual([Messages.maxLength(10)]);
      expect(expectFieldError(await post('/api/auth/register', { ...base, phone: '98765abcde' }), 'phone')).toEqual([Messages.mustBeNumeric]);
      expect(expectFieldError(await post('/api/auth/register', { ...base, email: 'nope' }), 'email')).toEqual([Messages.invalidEmail]);
      expect(expectFieldError(await post('/api/auth/register', { ...base, password: '12345' }), 'password')).toEqual([Messages.minLength(6)]);
      expectFieldError(await post('/api/auth/register', { ...base, first_name: '   ' }), 'first_name');
      expectFieldError(await post('/api/auth/register', { ...base, first_name: 42 }), 'first_name');
    });

    it('refuses an email that is already registered, whatever its case', async () => {
      const first = registration();
      expectSuccess(await post('/api/auth/register', first));
      const res = await post('/api/auth/register', { ...registration(), email: first.email.toUpperCase() });
      expect(expectFieldError(res, 'email')).toEqual([AuthMessages.emailTaken]);
    });

    it('is refused (403) when registration or email sign-in is off', async () => {
      await setSettings(t.app, { enable_customer_register: false });
      expectError(await post('/api/auth/register', registration()), 403, AuthMessages.registerDisabled);
      await setSettings(t.app, { enable_customer_register: true, enable_legacy_auth: false });
      expectError(await post('/api/auth/register', registration()), 403, AuthMessages.passwordLoginDisabled);
    });
  });

  describe('login', () => {
    it('signs in with a 30-day cookie by default and a browser-session cookie without remember_me', async () => {
      const customer = await signInTestCustomer(t.app);
      const remembered = await post('/api/auth/login', { email: customer.email.toUpperCase(), password: TEST_PASSWORD });
      expect(expectSuccess<LoginResult>(remembered).user.id).toBe(customer.customerId);
      expect(String(remembered.headers['set-cookie'])).toMatch(/Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/);
      const session = await post('/api/auth/login', { email: customer.email, password: TEST_PASSWORD, remember_me: false });
      // The session cookie alone (the readable cart hint, decisions/033, comes beside it).
      const header = [session.headers['set-cookie']].flat().find((h) => h?.startsWith('vitrine_session='));
      expect(header).toMatch(/^vitrine_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
      expectSuccess(await account(sessionCookieFrom(session.headers['set-cookie'])));
    });

    it('answers wrong passwords and unknown emails the same way', async () => {
      const customer = await signInTestCustomer(t.app);
      const wrong = await post('/api/auth/login', { email: customer.email, password: 'not-the-password' });
      const unknown = await post('/api/auth/login', { email: newEmail(), password: 'not-the-password' });
      expectError(wrong, 401, AuthMessages.invalidCredentials);
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('validates its fields', async () => {
      const res = await post('/api/auth/login', {});
      expectFieldError(res, 'email');
      expectFieldError(res, 'password');
      expect(expectFieldError(await post('/api/auth/login', { email: 'x@', password: 'a' }), 'email')).toEqual([Messages.invalidEmail]);
      expectFieldError(await post('/api/auth/login', { email: newEmail(), password: 'abcdef', remember_me: 'yes' }), 'remember_me');
    });

    it('is refused (403) when email sign-in is off', async () => {
      const customer = await signInTestCustomer(t.app);
      await setSettings(t.app, { enable_legacy_auth: false });
      expectError(await post('/api/auth/login', { email: customer.email, password: TEST_PASSWORD }), 403, AuthMessages.passwordLoginDisabled);
    });

    it('rotates the session and logs each sign-in with time, device and IP', async () => {
      const customer = await signInTestCustomer(t.app);
      const ip = freshIp();
      const res = await send(t.app, 'POST', '/api/auth/login', {
        payload: { email: customer.email, password: TEST_PASSWORD },
        cookie: customer.cookie,
        ip,
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
      });
      const cookie = sessionCookieFrom(res.headers['set-cookie']) as string;
      expectError(await account(customer.cookie), 401, AuthMessages.loginRequired);
      const logs = expectSuccess(await send(t.app, 'GET', '/api/account/access-logs', { cookie }));
      expect(logs.map((l: { method: string }) => l.method)).toEqual(['password', 'register']);
      expect(logs[0]).toMatchObject({ ip, device: 'Safari on iOS', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    });
  });

  describe('logout', () => {
    it('revokes the session and clears the cookie; a guest logout is harmless', async () => {
      const customer = await signInTestCustomer(t.app);
      const res = await post('/api/auth/logout', undefined, customer.cookie);
      expectSuccess(res);
      expect(String(res.headers['set-cookie'])).toMatch(/^vitrine_session=; Max-Age=0;.*Expires=Thu, 01 Jan 1970/);
      expectError(await account(customer.cookie), 401, AuthMessages.loginRequired);
      expectSuccess(await post('/api/auth/logout'));
      expectSuccess(await post('/api/auth/logout', undefined, 'vitrine_session=forged'));
    });
  });
});

// The per-IP limit on the auth POST routes; SQLite is enough to show it.
describe('auth routes are rate-limited per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect: 'sqlite', rateLimitPerMinute: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 after the limit', async () => {
    const ip = '198.51.100.20';
    const login = () => send(t.app, 'POST', '/api/auth/login', { payload: { email: 'who@example.com', password: 'guess-1' }, ip });
    for (let i = 0; i < 3; i++) expect((await login()).statusCode).toBe(401);
    expectError(await login(), 429, Messages.tooManyRequests);
    const otp = () => send(t.app, 'POST', '/api/auth/otp/request', { payload: { input: '9876543210' }, ip });
    for (let i = 0; i < 3; i++) await otp();
    expectError(await otp(), 429);
  });
});
