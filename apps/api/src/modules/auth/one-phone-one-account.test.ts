import { type AccountProfile, AuthMessages, type LoginResult } from '@vitrine/contracts/auth';
import { afterEach, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { freshIp, send } from '../../test/send.ts';
import { sessionCookieFrom, signInTestCustomer } from '../../test/sign-in.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { DEFAULT_AUTH_SETTINGS, latestCode, newPhone, outbox, setSettings, signInByOtp } from './auth-test-kit.ts';

// decisions/021: a phone belongs to one account. A phone saved on an account but not verified
// never opens that account by OTP alone, and never gets a second, empty account either.
describeEachDatabase('one phone, one account', (dialect) => {
  const t = useTestApp(dialect);
  const post = (url: string, payload: unknown, cookie: string | null = null, ip = freshIp()) => send(t.app, 'POST', url, { payload, cookie, ip });
  const customersWithPhone = async (phone: string) =>
    (
      await t.db.kysely
        .selectFrom('customers')
        .select('id')
        .where((eb) => eb.or([eb('phone', '=', phone), eb('verified_phone', '=', phone)]))
        .execute()
    ).map((r) => r.id);

  /** OTP sign-in with a right code, as a shopper who is not signed in; a refused send answers itself. */
  const otpSignIn = async (phone: string) => {
    const ip = freshIp();
    const sent = await post('/api/auth/otp/request', { input: phone }, null, ip);
    if (sent.statusCode !== 200) return sent;
    return post('/api/auth/otp/verify', { input: phone, otp: await latestCode(t.app, phone) }, null, ip);
  };
  const textsTo = async (phone: string) => (await outbox(t.app, `channel=sms&to=${phone}`)).length;
  /** The Verify Account popup: a code to the saved phone, answered while signed in. */
  const verifySavedPhone = async (cookie: string, phone: string) => {
    expectSuccess(await post('/api/account/otp/generate', { input: phone, type: 'phone' }, cookie));
    return post('/api/account/otp/verify', { input: phone, otp: await latestCode(t.app, phone) }, cookie);
  };

  it('registered by email with phone P, then OTP with P: no second account; the email login verifies P and OTP then opens it', async () => {
    const phone = newPhone();
    const shopper = await signInTestCustomer(t.app, { phone });
    // The Verify Account popup texts a code as it opens; the shopper closes it and logs out.
    expectSuccess(await post('/api/account/otp/generate', { input: phone, type: 'phone' }, shopper.cookie));
    expectSuccess(await post('/api/auth/logout', {}, shopper.cookie));

    const refused = await otpSignIn(phone);
    expectError(refused, 409, AuthMessages.phoneNotVerifiedOnAccount, 'CONFLICT');
    expect(sessionCookieFrom(refused.headers['set-cookie'])).toBeFalsy();
    expect(await customersWithPhone(phone)).toEqual([shopper.customerId]);

    const login = await post('/api/auth/login', { email: shopper.email, password: shopper.password });
    expect(expectSuccess<LoginResult>(login).user.verification_required).toBe('phone');
    const cookie = sessionCookieFrom(login.headers['set-cookie']) as string;
    // Minutes later, the popup's code is not refused for the sign-in codes texted in between.
    expect(expectSuccess<AccountProfile>(await verifySavedPhone(cookie, phone)).phone_verified).toBe(true);

    const { res } = await signInByOtp(t.app, phone);
    expect(expectSuccess<LoginResult>(res).user).toMatchObject({ id: shopper.customerId, email: shopper.email });
    expect(await customersWithPhone(phone)).toEqual([shopper.customerId]);
  });

  it("a stranger who saved the owner's phone gets the owner neither into their account nor out of the phone", async () => {
    const phone = newPhone();
    const stranger = await signInTestCustomer(t.app, { phone, first_name: 'Stranger' });

    // The owner proves the phone by OTP: the stranger's account stays shut, and nothing is created.
    const refused = await otpSignIn(phone);
    expectError(refused, 409, AuthMessages.phoneNotVerifiedOnAccount);
    expect(sessionCookieFrom(refused.headers['set-cookie'])).toBeFalsy();
    expect(await customersWithPhone(phone)).toEqual([stranger.customerId]);

    // The way out: the owner opens an account of their own by email and proves the phone there.
    const owner = await signInTestCustomer(t.app, { phone, first_name: 'Owner' });
    expect(expectSuccess<AccountProfile>(await verifySavedPhone(owner.cookie, phone)).phone_verified).toBe(true);
    const { res } = await signInByOtp(t.app, phone);
    expect(expectSuccess<LoginResult>(res).user).toMatchObject({ id: owner.customerId, first_name: 'Owner' });
    // The stranger's unproven claim is dead: their popup says the phone is taken.
    const taken = await post('/api/account/otp/generate', { input: phone, type: 'phone' }, stranger.cookie);
    expect(expectFieldError(taken, 'input')).toEqual([AuthMessages.phoneTaken]);
  });

  afterEach(async () => {
    await setSettings(t.app, DEFAULT_AUTH_SETTINGS);
  });

  // Issue 30: the refusal comes at SEND OTP, before a text is spent on a code that cannot be used.
  it('refuses the code request (409, the same message) for a phone an email account saved unverified, texting nothing', async () => {
    const phone = newPhone();
    await signInTestCustomer(t.app, { phone });
    const before = await textsTo(phone);
    for (const purpose of ['login', 'register']) {
      const res = await post('/api/auth/otp/request', { input: phone, purpose });
      expectError(res, 409, AuthMessages.phoneNotVerifiedOnAccount, 'CONFLICT');
    }
    expect(await textsTo(phone)).toBe(before);
    // With email login off the claim cannot be settled, so it holds nothing back (decisions/021).
    await setSettings(t.app, { enable_legacy_auth: false });
    expectSuccess(await post('/api/auth/otp/request', { input: phone }));
  });

  it('lets a claim stand only where the message holds: an account with a password, while email login is on', async () => {
    // A phone-only account that saved another number has no password to verify it by; its owner
    // signs in with the phone it proved. The number's holder is not shut out by that claim.
    const claimant = (await signInByOtp(t.app, newPhone())).cookie;
    const other = newPhone();
    expectSuccess(await send(t.app, 'PUT', '/api/account/update-profile', { payload: { phone: other }, cookie: claimant }));
    const { res } = await signInByOtp(t.app, other);
    expect(expectSuccess<LoginResult>(res).user).toMatchObject({ phone: other, phone_verified: true });

    // With email login off, the email account cannot settle its claim either.
    const phone = newPhone();
    const shopper = await signInTestCustomer(t.app, { phone });
    await setSettings(t.app, { enable_legacy_auth: false });
    const opened = expectSuccess<LoginResult>((await signInByOtp(t.app, phone)).res);
    expect(opened.user.id).not.toBe(shopper.customerId);
  });

  it('still opens a new account for a phone nobody has saved', async () => {
    const phone = newPhone();
    const { res } = await signInByOtp(t.app, phone);
    expect(expectSuccess<LoginResult>(res).user).toMatchObject({ phone, phone_verified: true });
    expect(await customersWithPhone(phone)).toHaveLength(1);
  });
});
