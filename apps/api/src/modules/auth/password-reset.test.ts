import { AuthMessages, type LoginResult } from '@vitrine/contracts/auth';
import { Messages } from '@vitrine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { send } from '../../test/send.ts';
import { signInTestCustomer, TEST_PASSWORD } from '../../test/sign-in.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { newEmail, outbox, setSettings } from './auth-test-kit.ts';
import { settleDeliveries } from './password-reset.service.ts';

describeEachDatabase('password reset (POST /api/auth/reset, /validate-reset, /reset-complete)', (dialect) => {
  const t = useTestApp(dialect);
  const post = (url: string, payload?: unknown) => send(t.app, 'POST', url, { payload });

  /** Asks for a reset and returns the mailed link's email and token. */
  async function mailedLink(email: string): Promise<{ email: string; token: string }> {
    expectSuccess(await post('/api/auth/reset', { email }));
    await settleDeliveries();
    const [mail] = await outbox(t.app, `channel=mail&to=${encodeURIComponent(email)}&limit=1`);
    const match = /http:\/\/[^/\s]+\/account\/reset-password\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
    expect(match, mail?.body).not.toBeNull();
    return { email: decodeURIComponent(match?.[1] ?? ''), token: match?.[2] ?? '' };
  }

  it('answers known and unknown emails identically, and mails only the known one', async () => {
    const customer = await signInTestCustomer(t.app);
    const unknownEmail = newEmail();
    const known = await post('/api/auth/reset', { email: customer.email });
    const unknown = await post('/api/auth/reset', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ status: 'success', message: AuthMessages.resetSent, data: {} });
    await settleDeliveries();
    const [mail] = await outbox(t.app, `channel=mail&to=${encodeURIComponent(customer.email)}`);
    expect(mail.subject).toMatch(/Reset your .+ password/);
    expect(mail.body).toContain(`/account/reset-password/${encodeURIComponent(customer.email)}/`);
    expect(await outbox(t.app, `channel=mail&to=${encodeURIComponent(unknownEmail)}`)).toEqual([]);
    const stored = await t.db.kysely.selectFrom('password_resets').select('token_hash').where('customer_id', '=', customer.customerId).execute();
    expect(stored).toHaveLength(1);
    expect(mail.body).not.toContain(stored[0].token_hash);
  });

  it('validates the forgot-password email', async () => {
    expect(expectFieldError(await post('/api/auth/reset', {}), 'email')).toEqual([Messages.fieldRequired]);
    expect(expectFieldError(await post('/api/auth/reset', { email: 'nope' }), 'email')).toEqual([Messages.invalidEmail]);
  });

  it('validates a link by query email and token', async () => {
    const customer = await signInTestCustomer(t.app);
    const link = await mailedLink(customer.email);
    const q = (email: string, token: string) => `/api/auth/validate-reset?email=${encodeURIComponent(email)}&token=${token}`;
    expect(expectSuccess(await post(q(link.email, link.token)))).toEqual({ valid: true });
    expectError(await post(q(link.email, `${link.token}x`)), 422, AuthMessages.resetInvalid);
    expectError(await post(q(newEmail(), link.token)), 422, AuthMessages.resetInvalid);
    expectFieldError(await post('/api/auth/validate-reset'), 'token');
    expectFieldError(await post('/api/auth/validate-reset?email=bad&token=abc'), 'email');
  });

  it('sets the new password once, signs every session out and keeps the link from working again', async () => {
    const customer = await signInTestCustomer(t.app);
    const otherBrowser = await send(t.app, 'POST', '/api/auth/login', { payload: { email: customer.email, password: TEST_PASSWORD } });
    const otherCookie = String(otherBrowser.headers['set-cookie']).split(';')[0];
    const link = await mailedLink(customer.email);
    const short = await post('/api/auth/reset-complete', { ...link, password: '123' });
    expect(expectFieldError(short, 'password')).toEqual([Messages.minLength(6)]);
    expectFieldError(await post('/api/auth/reset-complete', { ...link, password: 'New-pass-1', password_confirmation: 'other' }), 'password_confirmation');
    expectSuccess(await post('/api/auth/reset-complete', { ...link, password: 'New-pass-1' }));
    for (const cookie of [customer.cookie, otherCookie]) {
      expectError(await send(t.app, 'GET', '/api/account/get', { cookie }), 401, AuthMessages.loginRequired);
    }
    expectError(await post('/api/auth/reset-complete', { ...link, password: 'Another-1' }), 422, AuthMessages.resetInvalid);
    expectError(await post('/api/auth/login', { email: customer.email, password: TEST_PASSWORD }), 401);
    expectSuccess<LoginResult>(await post('/api/auth/login', { email: customer.email, password: 'New-pass-1' }));
  });

  it('refuses an expired link', async () => {
    const customer = await signInTestCustomer(t.app);
    const link = await mailedLink(customer.email);
    await t.db.kysely
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('customer_id', '=', customer.customerId)
      .execute();
    expectError(await post('/api/auth/reset-complete', { ...link, password: 'New-pass-1' }), 422, AuthMessages.resetInvalid);
  });

  describe('with email sign-in off', () => {
    it('is refused (403)', async () => {
      await setSettings(t.app, { enable_legacy_auth: false });
      expectError(await post('/api/auth/reset', { email: newEmail() }), 403, AuthMessages.passwordLoginDisabled);
      await setSettings(t.app, { enable_legacy_auth: true });
    });
  });
});
