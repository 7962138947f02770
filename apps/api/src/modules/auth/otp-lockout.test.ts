import { AuthMessages, type OtpSent } from '@vitrine/contracts/auth';
import { afterEach, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { freshIp, send } from '../../test/send.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { DEFAULT_AUTH_SETTINGS, latestCode, newPhone, setSettings, signInByOtp, wrongCode } from './auth-test-kit.ts';
import { MAX_SENDS_PER_PHONE, MAX_TRIES_PER_CODE, PHONE_CEILING_WINDOW_MS } from './otp.rules.ts';

// Issue 30 (decisions/038): a stranger's sends and guesses never keep a phone's owner out of OTP
// sign-in for more than a few minutes. A code belongs to the IP that asked for it.
describeEachDatabase('OTP sign-in: a stranger cannot lock the owner out', (dialect) => {
  const t = useTestApp(dialect);
  const request = (input: string, ip: string) => send(t.app, 'POST', '/api/auth/otp/request', { payload: { input }, ip });
  const verify = (input: string, otp: string, ip: string) => send(t.app, 'POST', '/api/auth/otp/verify', { payload: { input, otp }, ip });
  /** Moves the phone's codes back in time, as if `ms` had passed. */
  const age = async (phone: string, ms: number) => {
    const rows = await t.db.kysely.selectFrom('otp_challenges').select(['id', 'created_at']).where('phone', '=', phone).execute();
    for (const row of rows) {
      const created = new Date(Date.parse(row.created_at) - ms).toISOString();
      await t.db.kysely.updateTable('otp_challenges').set({ created_at: created }).where('id', '=', row.id).execute();
    }
  };

  afterEach(async () => {
    await setSettings(t.app, DEFAULT_AUTH_SETTINGS);
  });

  it("4 code requests from a stranger's IP do not stop the owner's code", async () => {
    const phone = newPhone();
    const stranger = freshIp();
    for (let i = 0; i < 4; i++) expectSuccess(await request(phone, stranger));
    expectError(await request(phone, stranger), 429, AuthMessages.maxAttempts);
    const owner = freshIp();
    expect(expectSuccess<OtpSent>(await request(phone, owner)).resends_left).toBe(3);
    expectSuccess(await verify(phone, await latestCode(t.app, phone), owner));
  });

  it('two stranger IPs delay the owner by at most the ceiling window, never lock the phone', async () => {
    const phone = newPhone();
    const [a, b] = [freshIp(), freshIp()];
    for (let i = 0; i < 4; i++) await request(phone, a);
    for (let i = 0; i < 4; i++) await request(phone, b);
    const owner = freshIp();
    // Over the per-phone ceiling the owner waits, and the strangers' refused requests add nothing.
    expectError(await request(phone, owner), 429, AuthMessages.maxAttempts);
    await age(phone, PHONE_CEILING_WINDOW_MS + 1000);
    expectSuccess(await request(phone, owner));
    expectSuccess(await verify(phone, await latestCode(t.app, phone), owner));
    expect(PHONE_CEILING_WINDOW_MS).toBeLessThanOrEqual(5 * 60 * 1000);
  });

  it('an IP the phone has signed in from before is not held back by the ceiling', async () => {
    const phone = newPhone();
    const home = freshIp();
    await signInByOtp(t.app, phone, home);
    for (const stranger of [freshIp(), freshIp()]) for (let i = 0; i < 4; i++) await request(phone, stranger);
    expectError(await request(phone, freshIp()), 429, AuthMessages.maxAttempts);
    expectSuccess(await request(phone, home));
    expectSuccess(await verify(phone, await latestCode(t.app, phone), home));
  });

  it("a stranger's send does not replace the owner's open code", async () => {
    const phone = newPhone();
    const owner = freshIp();
    expectSuccess(await request(phone, owner));
    const code = await latestCode(t.app, phone);
    expectSuccess(await request(phone, freshIp()));
    expectSuccess(await verify(phone, code, owner));
  });

  it("wrong guesses from other IPs never touch the owner's code", async () => {
    const phone = newPhone();
    await signInByOtp(t.app, phone);
    const owner = freshIp();
    expectSuccess(await request(phone, owner));
    const code = await latestCode(t.app, phone);
    for (const stranger of [freshIp(), freshIp()]) {
      for (let i = 0; i < MAX_TRIES_PER_CODE; i++) expectError(await verify(phone, wrongCode(code), stranger), 422, AuthMessages.otpInvalid);
      // Even the right code is refused from an IP that did not ask for it.
      expectError(await verify(phone, code, stranger), 422, AuthMessages.otpInvalid);
    }
    expectSuccess(await verify(phone, code, owner));
  });

  it('still allows only 5 tries per code from the IP that asked for it', async () => {
    const phone = newPhone();
    const ip = freshIp();
    expectSuccess(await request(phone, ip));
    const code = await latestCode(t.app, phone);
    for (let i = 0; i < MAX_TRIES_PER_CODE; i++) expectError(await verify(phone, wrongCode(code), ip), 422, AuthMessages.otpInvalid);
    expectError(await verify(phone, code, ip), 422, AuthMessages.otpInvalid);
  });

  it(`texts one phone at most ${MAX_SENDS_PER_PHONE} codes per ceiling window, whoever asks`, async () => {
    const phone = newPhone();
    const sent = [];
    for (let i = 0; i < MAX_SENDS_PER_PHONE + 3; i++) sent.push((await request(phone, freshIp())).statusCode);
    expect(sent.filter((s) => s === 200)).toHaveLength(MAX_SENDS_PER_PHONE);
    expect(sent.slice(MAX_SENDS_PER_PHONE)).toEqual([429, 429, 429]);
  });
});
