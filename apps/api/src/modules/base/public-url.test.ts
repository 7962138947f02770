import { CookieName } from '@vitrine/contracts/cookies';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { freshIp } from '../../test/send.ts';
import { signInTestCustomer } from '../../test/sign-in.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { newEmail, outbox } from '../auth/auth-test-kit.ts';
import { settleDeliveries } from '../auth/password-reset.service.ts';

// issue 9: a forged Host (or X-Forwarded-Host) must never reach a link. Absolute URLs come from
// PUBLIC_URL (http://localhost:PORT in development); credential cookies are Secure when it is https.

/** Asks for a reset of a fresh customer's password with the given headers; returns the mail body. */
async function resetMail(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const customer = await signInTestCustomer(app, { email: newEmail() });
  const res = await app.inject({ method: 'POST', url: '/api/auth/reset', headers, payload: { email: customer.email }, remoteAddress: freshIp() });
  expectSuccess(res);
  await settleDeliveries();
  const [mail] = await outbox(app, `channel=mail&to=${encodeURIComponent(customer.email)}&limit=1`);
  expect(mail, 'no reset mail').toBeDefined();
  return mail.body;
}

const resetLinks = (body: string) => body.match(/\S*\/account\/reset-password\/\S+/g) ?? [];

describeEachDatabase('absolute URLs follow PUBLIC_URL, never the Host header', (dialect) => {
  describe('PUBLIC_URL=https://shop.example.com behind a trusted proxy', () => {
    const t = useTestApp(dialect, { PUBLIC_URL: 'https://shop.example.com', TRUST_PROXY: 'true' });

    it('mails the reset link on the configured URL when Host is forged', async () => {
      const body = await resetMail(t.app, { host: 'evil.example' });
      const links = resetLinks(body);
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(/^https:\/\/shop\.example\.com\/account\/reset-password\/[^/\s]+\/[A-Za-z0-9_-]+$/);
      expect(body).not.toContain('evil.example');
    });

    it('mails the reset link on the configured URL when X-Forwarded-Host is forged', async () => {
      const body = await resetMail(t.app, { host: 'shop.example.com', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' });
      expect(resetLinks(body)[0]).toMatch(/^https:\/\/shop\.example\.com\/account\/reset-password\//);
      expect(body).not.toContain('evil.example');
    });

    it('reports the configured host and URL to the storefront whatever the request says', async () => {
      const headers = { host: 'evil.example', 'x-forwarded-host': 'evil2.example' };
      const initial = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/storefront/initial-values', headers }));
      expect({ host: initial.host, url: initial.url }).toEqual({ host: 'shop.example.com', url: 'https://shop.example.com' });
      const base = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/base/host', headers }));
      expect(base).toEqual({ host: 'shop.example.com', url: 'https://shop.example.com' });
    });

    it('sets the session and storefront-unlock cookies Secure, though the request came over http', async () => {
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { first_name: 'Asha', last_name: 'Rao', phone: `9${String(Date.now()).slice(-9)}`, email: newEmail(), password: 'Secret-pass1' },
        remoteAddress: freshIp(),
      });
      expect(register.statusCode, register.body).toBe(200);
      expect(register.cookies.find((c) => c.name === CookieName.session)).toMatchObject({ secure: true, httpOnly: true });

      const admin = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/storefront',
        headers: t.adminHeaders,
        payload: { is_password_protection_enabled: true, password: 'open-sesame' },
      });
      expect(admin.statusCode, admin.body).toBe(200);
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/storefront/verify-password',
        payload: { password: 'open-sesame' },
        remoteAddress: freshIp(),
      });
      expectSuccess(verify);
      expect(verify.cookies.find((c) => c.name === CookieName.unlock)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    });
  });

  describe('without PUBLIC_URL (development and test)', () => {
    const t = useTestApp(dialect);

    it('mails the reset link on http://localhost:PORT when Host is forged', async () => {
      const body = await resetMail(t.app, { host: 'evil.example' });
      expect(resetLinks(body)[0]).toMatch(/^http:\/\/localhost:3000\/account\/reset-password\//);
      expect(body).not.toContain('evil.example');
    });

    it('ignores X-Forwarded-Host too (TRUST_PROXY off)', async () => {
      const body = await resetMail(t.app, { 'x-forwarded-host': 'evil.example' });
      expect(resetLinks(body)[0]).toMatch(/^http:\/\/localhost:3000\//);
      expect(body).not.toContain('evil.example');
    });
  });
});
