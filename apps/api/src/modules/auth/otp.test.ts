import { AuthMessages, type LoginResult, type OtpSent } from '@vitrine/contracts/auth';
import { Messages } from '@vitrine/contracts/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { freshIp, send } from '../../test/send.ts';
import { sessionCookieFrom } from '../../test/sign-in.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { DEFAULT_AUTH_SETTINGS, latestCode, newPhone, setSettings, signInByOtp, wrongCode } from './auth-test-kit.ts';
import { MAX_FAILURES_PER_IP, MAX_TRIES_PER_CODE } from './otp.rules.ts';

describeEachDatabase('OTP sign-in (POST /api/auth/otp/request, /otp/verify)', (dialect) => {
  const t = useTestApp(dialect);
  // One shopper's IP per test: a code answers only the IP that asked for it (decisions/038).
  let shopperIp = freshIp();
  beforeEach(() => {
    shopperIp = freshIp();
  });
  const request = (payload: unknown, ip = shopperIp) => send(t.app, 'POST', '/api/auth/otp/request', { payload, ip });
  const verify = (payload: unknown, options: { ip?: string; cookie?: string } = {}) =>
    send(t.app, 'POST', '/api/auth/otp/verify', { payload, ip: shopperIp, ...options });

  afterEach(async () => {
    await setSettings(t.app, DEFAULT_AUTH_SETTINGS);
  });

  describe('request', () => {
    it('texts a 4-digit code and stores only its hash', async () => {
      const phone = newPhone();
      const sent = expectSuccess<OtpSent>(await request({ input: phone }));
      expect(sent).toEqual({ input: phone, expires_in: 600, resends_left: 3 });
      const code = await latestCode(t.app, phone);
      expect(code).toMatch(/^\d{4}$/);
      const rows = await t.db.kysely.selectFrom('otp_challenges').selectAll().where('phone', '=', phone).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows[0])).not.toContain(`"${code}"`);
    });

    it('refuses a phone that is not 10 digits with the spec message', async () => {
      for (const input of [undefined, '', '12345', '98765432101', 'abcdefghij', '98765-4321', 9876543210]) {
        const res = await request({ input });
        expect(expectFieldError(res, 'input')).toEqual([AuthMessages.invalidPhone]);
        expect(res.json().message).toBe('Invalid phone number');
      }
      expectFieldError(await request({ input: newPhone(), purpose: 'shopping' }), 'purpose');
      expectError(await request(['not', 'an', 'object']), 422, undefined, 'VALIDATION_FAILED');
    });

    it('allows 3 resends at login, then answers 429 Maximum attempt reached', async () => {
      const phone = newPhone();
      const left = [];
      for (let i = 0; i < 4; i++) left.push(expectSuccess<OtpSent>(await request({ input: phone })).resends_left);
      expect(left).toEqual([3, 2, 1, 0]);
      expectError(await request({ input: phone }), 429, 'Maximum attempt reached. Please try again later');
    });

    it('allows 1 resend when registering', async () => {
      const phone = newPhone();
      expect(expectSuccess<OtpSent>(await request({ input: phone, purpose: 'register' })).resends_left).toBe(1);
      expectSuccess(await request({ input: phone, purpose: 'register' }));
      expectError(await request({ input: phone, purpose: 'register' }), 429, AuthMessages.maxAttempts);
    });

    it('is refused (403) when OTP sign-in is off, and registering when registration is off', async () => {
      await setSettings(t.app, { enable_otp_auth: false });
      expectError(await request({ input: newPhone() }), 403, AuthMessages.otpLoginDisabled);
      expectError(await verify({ input: newPhone(), otp: '1234' }), 403, AuthMessages.otpLoginDisabled);
      await setSettings(t.app, { enable_otp_auth: true, enable_customer_register: false });
      expectError(await request({ input: newPhone(), purpose: 'register' }), 403, AuthMessages.registerDisabled);
    });
  });

  describe('verify', () => {
    it('signs an unknown phone up with the phone verified, sets the session cookie and logs the sign-in', async () => {
      const phone = newPhone();
      const ip = freshIp();
      expectSuccess(await request({ input: phone }, ip));
      const res = await send(t.app, 'POST', '/api/auth/otp/verify', {
        payload: { input: phone, otp: await latestCode(t.app, phone) },
        ip,
        userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36',
      });
      const data = expectSuccess<LoginResult>(res);
      expect(res.json().message).toBe(AuthMessages.loggedIn);
      expect(data.user).toMatchObject({ phone, phone_verified: true, email: null, has_password: false, verification_required: null });
      expect(data.user.phone_verified_at).toEqual(expect.any(String));
      expect(data.cart_session_id).toMatch(/^[A-Za-z0-9_-]{8,}$/);
      // The session cookie alone (the readable cart hint, decisions/033, comes beside it).
      const setCookie = [res.headers['set-cookie']].flat().find((h) => h?.startsWith('vitrine_session='));
      expect(setCookie).toMatch(/^vitrine_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
      const cookie = sessionCookieFrom(res.headers['set-cookie']) as string;
      expect(expectSuccess(await send(t.app, 'GET', '/api/account/get', { cookie })).id).toBe(data.user.id);
      const logs = expectSuccess(await send(t.app, 'GET', '/api/account/access-logs', { cookie }));
      expect(logs).toEqual([expect.objectContaining({ method: 'otp', ip, device: 'Chrome on Windows' })]);
      // The same phone signs in to the same account next time.
      const again = await signInByOtp(t.app, phone);
      expect(again.res.json().data.user.id).toBe(data.user.id);
    });

    it('answers with the cart cookie value as cart_session_id', async () => {
      const phone = newPhone();
      const ip = freshIp();
      expectSuccess(await request({ input: phone }, ip));
      const res = await verify({ input: phone, otp: await latestCode(t.app, phone) }, { ip, cookie: 'vitrine_cart_session=cart_abc12345' });
      expect(expectSuccess<LoginResult>(res).cart_session_id).toBe('cart_abc12345');
    });

    it('checks the code field with the spec messages', async () => {
      const input = newPhone();
      expect(expectError(await verify({ input, otp: '' }), 422, 'The OTP is required').data.errors?.otp).toEqual([AuthMessages.otpRequired]);
      expectError(await verify({ input }), 422, AuthMessages.otpRequired);
      expectFieldError(await verify({ input, otp: '12a4' }), 'otp');
      expect(expectFieldError(await verify({ input, otp: '12345' }), 'otp')).toContain(Messages.maxLength(4));
      expectFieldError(await verify({ input: '123', otp: '1234' }), 'input');
    });

    it('uses a code once, and a replaced or unknown code never', async () => {
      const phone = newPhone();
      const ip = freshIp();
      expectSuccess(await request({ input: phone }, ip));
      const first = await latestCode(t.app, phone);
      expectSuccess(await request({ input: phone }, ip));
      const second = await latestCode(t.app, phone);
      if (first !== second) expectFieldError(await verify({ input: phone, otp: first }, { ip }), 'otp');
      expectSuccess(await verify({ input: phone, otp: second }, { ip }));
      expectError(await verify({ input: phone, otp: second }, { ip }), 422, AuthMessages.otpInvalid);
      expectError(await verify({ input: newPhone(), otp: '1234' }), 422, AuthMessages.otpInvalid);
    });

    it('refuses an expired code', async () => {
      const phone = newPhone();
      expectSuccess(await request({ input: phone }));
      await t.db.kysely
        .updateTable('otp_challenges')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('phone', '=', phone)
        .execute();
      expectError(await verify({ input: phone, otp: await latestCode(t.app, phone) }), 422, AuthMessages.otpInvalid);
    });

    it('allows 5 tries per code: the right code after 5 wrong ones fails, a newly requested code works', async () => {
      const phone = newPhone();
      expectSuccess(await request({ input: phone }));
      const code = await latestCode(t.app, phone);
      for (let i = 0; i < MAX_TRIES_PER_CODE; i++) expectError(await verify({ input: phone, otp: wrongCode(code) }), 422, AuthMessages.otpInvalid);
      expectError(await verify({ input: phone, otp: code }), 422, AuthMessages.otpInvalid);
      expectSuccess(await request({ input: phone }));
      expectSuccess(await verify({ input: phone, otp: await latestCode(t.app, phone) }));
    });

    // Issue 9: wrong guesses count against an issued code and the client IP, never the phone as such.
    it('lets nobody lock out a phone that asked for nothing: 12 wrong codes, then the owner signs in', async () => {
      const phone = newPhone();
      const owner = (await signInByOtp(t.app, phone)).res.json().data.user.id; // a verified phone, no live code
      const attacker = freshIp();
      const unknownAnswer = (await verify({ input: newPhone(), otp: '1234' }, { ip: attacker })).json();
      for (let i = 0; i < 12; i++) {
        const res = await verify({ input: phone, otp: String(1000 + i) }, { ip: i % 2 ? attacker : freshIp() });
        expectError(res, 422, AuthMessages.otpInvalid);
        expect(res.json()).toEqual(unknownAnswer); // the same answer for known and unknown phones
      }
      const { res } = await signInByOtp(t.app, phone);
      expect(res.json().data.user.id).toBe(owner);
    });

    it("does not lock a phone whose codes were guessed at: after two dead codes the owner's fresh code works", async () => {
      const phone = newPhone();
      for (let round = 0; round < 2; round++) {
        expectSuccess(await request({ input: phone }));
        const code = await latestCode(t.app, phone);
        for (let i = 0; i < MAX_TRIES_PER_CODE; i++) expectError(await verify({ input: phone, otp: wrongCode(code) }), 422);
        expectError(await verify({ input: phone, otp: code }), 422, AuthMessages.otpInvalid); // dead
      }
      // The §9 resend limit still holds for the phone (1 + 3 codes per 10 minutes at login).
      expectSuccess(await request({ input: phone }));
      expectSuccess(await verify({ input: phone, otp: await latestCode(t.app, phone) }));
      expectSuccess(await request({ input: phone }));
      expectError(await request({ input: phone }), 429, AuthMessages.maxAttempts);
    });

    it(`locks an IP out after ${MAX_FAILURES_PER_IP} failures across phones`, async () => {
      const ip = freshIp();
      for (let i = 0; i < MAX_FAILURES_PER_IP; i++) expectError(await verify({ input: newPhone(), otp: '1234' }, { ip }), 422);
      const phone = newPhone();
      expectSuccess(await request({ input: phone }));
      expectError(await verify({ input: phone, otp: await latestCode(t.app, phone) }, { ip }), 429, AuthMessages.maxAttempts);
      // The locked-out IP cannot have codes sent either.
      expectError(await request({ input: newPhone() }, ip), 429, 'Maximum attempt reached. Please try again later');
      // Another IP is not affected.
      expectSuccess(await verify({ input: phone, otp: await latestCode(t.app, phone) }));
    });

    it('signs in once when the right code is sent twice at the same time', async () => {
      const phone = newPhone();
      await signInByOtp(t.app, phone); // the account exists
      expectSuccess(await request({ input: phone }));
      const code = await latestCode(t.app, phone);
      const answers = await Promise.all([verify({ input: phone, otp: code }), verify({ input: phone, otp: code }), verify({ input: phone, otp: code })]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
      const customer = await t.db.kysely.selectFrom('customers').select('id').where('verified_phone', '=', phone).executeTakeFirstOrThrow();
      const sessions = await t.db.kysely.selectFrom('customer_sessions').select('id').where('customer_id', '=', customer.id).execute();
      expect(sessions).toHaveLength(2);
    });

    it('creates one account when a new phone verifies twice at the same time', async () => {
      const phone = newPhone();
      expectSuccess(await request({ input: phone }));
      const code = await latestCode(t.app, phone);
      const answers = await Promise.all([verify({ input: phone, otp: code }), verify({ input: phone, otp: code })]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      const rows = await t.db.kysely.selectFrom('customers').select('id').where('phone', '=', phone).execute();
      expect(rows).toHaveLength(1);
    });

    it('rotates the session: the cookie the browser had stops working', async () => {
      const phone = newPhone();
      const { cookie: before } = await signInByOtp(t.app, phone);
      expectSuccess(await request({ input: phone }));
      const res = await verify({ input: phone, otp: await latestCode(t.app, phone) }, { cookie: before });
      const after = sessionCookieFrom(res.headers['set-cookie']) as string;
      expect(after).not.toBe(before);
      expectError(await send(t.app, 'GET', '/api/account/get', { cookie: before }), 401, 'Please login to continue');
      expectSuccess(await send(t.app, 'GET', '/api/account/get', { cookie: after }));
    });

    it('does not sign up an unknown phone while registration is off', async () => {
      const known = newPhone();
      await signInByOtp(t.app, known);
      await setSettings(t.app, { enable_customer_register: false });
      const phone = newPhone();
      expectSuccess(await request({ input: phone }));
      expectError(await verify({ input: phone, otp: await latestCode(t.app, phone) }), 403, AuthMessages.noAccountForPhone);
      await signInByOtp(t.app, known);
    });
  });
});
