import { type AccessLogEntry, type AccountProfile, AuthMessages } from '@vitrine/contracts/auth';
import { Messages } from '@vitrine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { send } from '../../test/send.ts';
import { sessionCookieFrom, signInTestCustomer, TEST_PASSWORD } from '../../test/sign-in.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { latestCode, newEmail, newPhone, wrongCode } from '../auth/auth-test-kit.ts';
import { findSignedInAccount } from '../auth/signed-in-account.ts';

describeEachDatabase('account (GET /api/account/get, PUT update-profile, update-password, OTP, access logs)', (dialect) => {
  const t = useTestApp(dialect);
  const get = (cookie: string | null) => send(t.app, 'GET', '/api/account/get', { cookie });
  const put = (url: string, payload: unknown, cookie: string | null) => send(t.app, 'PUT', url, { payload, cookie });
  const post = (url: string, payload: unknown, cookie: string | null) => send(t.app, 'POST', url, { payload, cookie });

  it('needs a live session on every route', async () => {
    const routes: [method: 'GET' | 'PUT' | 'POST', url: string][] = [
      ['GET', '/api/account/get'],
      ['PUT', '/api/account/update-profile'],
      ['PUT', '/api/account/update-password'],
      ['POST', '/api/account/otp/generate'],
      ['POST', '/api/account/otp/verify'],
      ['GET', '/api/account/access-logs'],
    ];
    for (const [method, url] of routes) {
      for (const cookie of [null, 'vitrine_session=forged-token']) {
        const payload = method === 'GET' ? undefined : {};
        expectError(await send(t.app, method, url, { cookie, payload }), 401, 'Please login to continue', 'UNAUTHORIZED');
      }
    }
  });

  it('answers the profile of the signed-in customer', async () => {
    const customer = await signInTestCustomer(t.app, { first_name: 'Meera' });
    const profile = expectSuccess<AccountProfile>(await get(customer.cookie));
    expect(profile).toMatchObject({ id: customer.customerId, first_name: 'Meera', email: customer.email, phone: customer.phone, phone_verified: false });
    const client = (sessionToken: string | null) => ({ ip: null, userAgent: null, sessionToken, cartCookie: null, log: console });
    expect(await findSignedInAccount(client(customer.cookie.split('=')[1]), t.db)).toEqual({
      id: customer.customerId,
      first_name: 'Meera',
      last_name: 'Shopper',
      email: customer.email,
    });
    expect(await findSignedInAccount(client(null), t.db)).toBeNull();
  });

  describe('update-profile', () => {
    it('changes only the profile fields that were sent', async () => {
      const customer = await signInTestCustomer(t.app);
      const res = await put(
        '/api/account/update-profile',
        { first_name: ' Ravi ', id: 'cus_other', password_hash: 'x', verified_phone: customer.phone, phone_verified_at: '2020-01-01' },
        customer.cookie,
      );
      const profile = expectSuccess<AccountProfile>(res);
      expect(res.json().message).toBe(AuthMessages.profileUpdated);
      expect(profile).toMatchObject({
        id: customer.customerId,
        first_name: 'Ravi',
        last_name: 'Shopper',
        email: customer.email,
        phone: customer.phone,
        phone_verified: false,
        phone_verified_at: null,
        has_password: true,
      });
      const email = newEmail();
      expect(expectSuccess<AccountProfile>(await put('/api/account/update-profile', { email: email.toUpperCase() }, customer.cookie)).email).toBe(email);
      expectSuccess(await send(t.app, 'POST', '/api/auth/login', { payload: { email, password: TEST_PASSWORD } }));
    });

    it('validates the fields and keeps emails unique', async () => {
      const a = await signInTestCustomer(t.app);
      const b = await signInTestCustomer(t.app);
      expect(expectFieldError(await put('/api/account/update-profile', { email: b.email }, a.cookie), 'email')).toEqual([AuthMessages.emailTaken]);
      expect(expectFieldError(await put('/api/account/update-profile', { email: 'nope' }, a.cookie), 'email')).toEqual([Messages.invalidEmail]);
      expect(expectFieldError(await put('/api/account/update-profile', { phone: '123' }, a.cookie), 'phone')).toEqual([Messages.minLength(10)]);
      expect(expectFieldError(await put('/api/account/update-profile', { first_name: '' }, a.cookie), 'first_name')).toEqual([Messages.fieldRequired]);
      expect(expectSuccess<AccountProfile>(await get(a.cookie)).email).toBe(a.email);
    });

    it('lets customer A change only A', async () => {
      const a = await signInTestCustomer(t.app, { first_name: 'Anil' });
      const b = await signInTestCustomer(t.app, { first_name: 'Bina' });
      expectSuccess(await put('/api/account/update-profile', { first_name: 'Changed', id: b.customerId }, a.cookie));
      expect(expectSuccess<AccountProfile>(await get(b.cookie))).toMatchObject({ id: b.customerId, first_name: 'Bina' });
      expect(expectSuccess<AccountProfile>(await get(a.cookie))).toMatchObject({ id: a.customerId, first_name: 'Changed' });
    });
  });

  describe('update-password', () => {
    it('checks the current password and the new one', async () => {
      const customer = await signInTestCustomer(t.app);
      const url = '/api/account/update-password';
      expect(expectFieldError(await put(url, { current_password: 'wrong-one', password: 'New-pass-1' }, customer.cookie), 'current_password')).toEqual([
        AuthMessages.currentPasswordWrong,
      ]);
      expectFieldError(await put(url, { password: 'New-pass-1' }, customer.cookie), 'current_password');
      expect(expectFieldError(await put(url, { current_password: TEST_PASSWORD, password: '123' }, customer.cookie), 'password')).toEqual([
        Messages.minLength(6),
      ]);
      expectFieldError(
        await put(url, { current_password: TEST_PASSWORD, password: 'New-pass-1', password_confirmation: 'x' }, customer.cookie),
        'password_confirmation',
      );
    });

    it('signs every other session out and keeps this one', async () => {
      const customer = await signInTestCustomer(t.app);
      const other = sessionCookieFrom(
        (await send(t.app, 'POST', '/api/auth/login', { payload: { email: customer.email, password: TEST_PASSWORD } })).headers['set-cookie'],
      ) as string;
      const stranger = await signInTestCustomer(t.app);
      expectSuccess(await put('/api/account/update-password', { current_password: TEST_PASSWORD, password: 'New-pass-1' }, customer.cookie));
      expectSuccess(await get(customer.cookie));
      expectError(await get(other), 401, AuthMessages.loginRequired);
      expectSuccess(await get(stranger.cookie));
      expectError(await send(t.app, 'POST', '/api/auth/login', { payload: { email: customer.email, password: TEST_PASSWORD } }), 401);
      expectSuccess(await send(t.app, 'POST', '/api/auth/login', { payload: { email: customer.email, password: 'New-pass-1' } }));
    });
  });

  describe('phone verification (POST /api/account/otp/generate, /otp/verify)', () => {
    it('verifies the saved phone; the badge goes when the phone changes', async () => {
      const customer = await signInTestCustomer(t.app);
      const sent = expectSuccess(await post('/api/account/otp/generate', { input: customer.phone, type: 'phone' }, customer.cookie));
      expect(sent).toEqual({ input: customer.phone, expires_in: 600, resends_left: 1 });
      const code = await latestCode(t.app, customer.phone);
      expectFieldError(await post('/api/account/otp/verify', { input: customer.phone, otp: wrongCode(code) }, customer.cookie), 'otp');
      const verified = expectSuccess<AccountProfile>(await post('/api/account/otp/verify', { input: customer.phone, otp: code }, customer.cookie));
      expect(verified).toMatchObject({ phone: customer.phone, phone_verified: true, phone_verified_at: expect.any(String), verification_required: null });
      const changed = expectSuccess<AccountProfile>(await put('/api/account/update-profile', { phone: newPhone() }, customer.cookie));
      expect(changed).toMatchObject({ phone_verified: false, phone_verified_at: null, verification_required: 'phone' });
      // The verified number still signs in by OTP.
      expectSuccess(await send(t.app, 'POST', '/api/auth/otp/request', { payload: { input: customer.phone } }));
    });

    it('validates input and allows one resend (verify popup)', async () => {
      const customer = await signInTestCustomer(t.app);
      expectFieldError(await post('/api/account/otp/generate', { input: '123', type: 'phone' }, customer.cookie), 'input');
      expectFieldError(await post('/api/account/otp/generate', { input: customer.phone, type: 'email' }, customer.cookie), 'type');
      expect(expectFieldError(await post('/api/account/otp/generate', { input: newPhone() }, customer.cookie), 'input')).toEqual([
        AuthMessages.phoneNotOnAccount,
      ]);
      expectSuccess(await post('/api/account/otp/generate', { input: customer.phone }, customer.cookie));
      expectSuccess(await post('/api/account/otp/generate', { input: customer.phone }, customer.cookie));
      expectError(await post('/api/account/otp/generate', { input: customer.phone }, customer.cookie), 429, 'Maximum attempt reached. Please try again later');
      expectError(await post('/api/account/otp/verify', { input: customer.phone, otp: '' }, customer.cookie), 422, 'The OTP is required');
    });

    it("never lets B use A's code or claim A's verified phone", async () => {
      const a = await signInTestCustomer(t.app);
      expectSuccess(await post('/api/account/otp/generate', { input: a.phone }, a.cookie));
      const code = await latestCode(t.app, a.phone);
      // B saves A's number and answers A's code: the code belongs to A's account.
      const b = await signInTestCustomer(t.app, { phone: a.phone });
      expectFieldError(await post('/api/account/otp/verify', { input: a.phone, otp: code }, b.cookie), 'otp');
      expectSuccess(await post('/api/account/otp/verify', { input: a.phone, otp: code }, a.cookie));
      expect(expectFieldError(await post('/api/account/otp/generate', { input: a.phone }, b.cookie), 'input')).toEqual([AuthMessages.phoneTaken]);
      expect(expectSuccess<AccountProfile>(await get(b.cookie)).phone_verified).toBe(false);
    });
  });

  it('lists recent sign-ins of this customer only, newest first', async () => {
    const a = await signInTestCustomer(t.app);
    const b = await signInTestCustomer(t.app);
    await send(t.app, 'POST', '/api/auth/login', {
      payload: { email: a.email, password: TEST_PASSWORD },
      ip: '192.0.2.44',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
    });
    const logs = expectSuccess<AccessLogEntry[]>(await send(t.app, 'GET', '/api/account/access-logs', { cookie: a.cookie }));
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({ method: 'password', ip: '192.0.2.44', device: 'Firefox on Linux' });
    expect(logs[1]).toMatchObject({ method: 'register' });
    const bLogs = expectSuccess<AccessLogEntry[]>(await send(t.app, 'GET', '/api/account/access-logs', { cookie: b.cookie }));
    expect(bLogs.map((l) => l.method)).toEqual(['register']);
  });
});

describe('device labels', () => {
  it('reads common browsers', async () => {
    const { deviceLabel } = await import('./device-label.ts');
    expect(deviceLabel(null)).toBe('Unknown device');
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36')).toBe('Chrome on Android');
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15')).toBe('Safari on macOS');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36 Edg/130.0')).toBe('Edge on Windows');
    expect(deviceLabel('curl/8.0')).toBe('curl/8.0');
  });
});
