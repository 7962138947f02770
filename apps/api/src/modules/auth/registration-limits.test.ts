import { AuthMessages } from '@vitrine/contracts/auth';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../plugins/config.ts';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { freshIp, send } from '../../test/send.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { newEmail, newPhone } from './auth-test-kit.ts';
import { MAX_REGISTRATIONS_PER_EMAIL, MAX_REGISTRATIONS_PER_IP, REGISTRATION_WINDOW_MS } from './registration-limits.ts';

// Issue 9: 'This email is already registered' stays (decisions/009), so registration attempts are
// capped per email and per client IP, or it would answer "has an account?" for any list of emails.
describeEachDatabase('registration limits (POST /api/auth/register)', (dialect) => {
  const t = useTestApp(dialect, { REGISTER_MAX_PER_IP: String(MAX_REGISTRATIONS_PER_IP) });
  const registration = (email = newEmail()) => ({ first_name: 'Asha', last_name: 'Rao', phone: newPhone(), email, password: 'Secret-1' });
  const register = (payload: unknown, ip = freshIp()) => send(t.app, 'POST', '/api/auth/register', { payload, ip });

  const expectRetryAfter = (res: Awaited<ReturnType<typeof register>>) => {
    expectError(res, 429, AuthMessages.tooManyRegistrations, 'TOO_MANY_REQUESTS');
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(REGISTRATION_WINDOW_MS / 1000);
  };

  it(`allows ${MAX_REGISTRATIONS_PER_EMAIL} attempts per email an hour, from any IP and in any case`, async () => {
    const email = newEmail();
    expectSuccess(await register(registration(email)));
    for (let i = 1; i < MAX_REGISTRATIONS_PER_EMAIL; i++) {
      expect(expectFieldError(await register(registration(i % 2 ? email.toUpperCase() : email)), 'email')).toEqual([AuthMessages.emailTaken]);
    }
    expectRetryAfter(await register(registration(email)));
    // A new email is a new count.
    expectSuccess(await register(registration()));
  });

  it('counts only valid forms: failed validation does not use up the email', async () => {
    const email = newEmail();
    for (let i = 0; i < MAX_REGISTRATIONS_PER_EMAIL + 2; i++) expectFieldError(await register({ ...registration(email), password: '123' }), 'password');
    expectSuccess(await register(registration(email)));
  });

  it(`allows ${MAX_REGISTRATIONS_PER_IP} attempts per client IP an hour (REGISTER_MAX_PER_IP)`, async () => {
    const ip = freshIp();
    for (let i = 0; i < MAX_REGISTRATIONS_PER_IP; i++) expectSuccess(await register(registration(), ip));
    expectRetryAfter(await register(registration(), ip));
    expectSuccess(await register(registration(), freshIp()));
  });
});

describe('REGISTER_MAX_PER_IP', () => {
  const env = { SESSION_SECRET: 's'.repeat(32), DATA_DIR: '/tmp/vitrine-registration-limits-test' };
  it(`defaults to ${MAX_REGISTRATIONS_PER_IP} and accepts a whole number from 1`, () => {
    expect(loadConfig(env).registerMaxPerIp).toBe(MAX_REGISTRATIONS_PER_IP);
    expect(loadConfig({ ...env, REGISTER_MAX_PER_IP: '200' }).registerMaxPerIp).toBe(200);
    expect(() => loadConfig({ ...env, REGISTER_MAX_PER_IP: '0' })).toThrow(/REGISTER_MAX_PER_IP/);
  });
});
