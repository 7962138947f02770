import { CookieName } from '@vitrine/contracts/cookies';
import { Messages } from '@vitrine/contracts/messages';
import { SETTING_KEYS } from '@vitrine/contracts/settings';
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { signInTestCustomer } from '../../test/sign-in.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

describeEachDatabase('storefront routes', (dialect) => {
  const t = useTestApp(dialect);

  describe('GET /api/storefront/initial-values', () => {
    it('holds licence, host, every setting, the storefront, plugins and no account', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/storefront/initial-values', headers: { host: 'shop.example' } });
      const data = expectSuccess(res);
      expect(data.license_status).toBe('active');
      // The configured address (localhost:PORT without PUBLIC_URL), never the request's Host.
      expect(data.host).toBe('localhost:3000');
      expect(data.url).toBe('http://localhost:3000');
      expect(Object.keys(data.settings).sort()).toEqual([...SETTING_KEYS].sort());
      expect(data.settings.store_name).toBe('Vitrine Home & Living');
      expect(data.account).toBeNull();
      expect(data.unlocked).toBe(false);
    });

    it('holds the signed-in customer as account, and null again after logout', async () => {
      const customer = await signInTestCustomer(t.app, { first_name: 'Asha' });
      const headers = { cookie: customer.cookie };
      const signedIn = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/storefront/initial-values', headers }));
      expect(signedIn.account).toMatchObject({ id: customer.customerId, first_name: 'Asha', email: customer.email });
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...headers, 'content-type': 'application/json' }, payload: '{}' });
      const after = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/storefront/initial-values', headers }));
      expect(after.account).toBeNull();
    });

    it('gives the §3 storefront fields', async () => {
      const { storefront } = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/storefront/initial-values' }));
      expect(storefront).toMatchObject({
        id: 'sf_main',
        is_password_protection_enabled: false,
        mode: null,
        is_cookie_warning_enabled: true,
        enable_indexing: true,
        page_layout: 'full-width',
        channel: { currency: { code: 'INR' }, country: { mobile_code: '+91', mobile_number_length: 10 } },
        termsandconditions_page: { slug: 'terms-and-conditions' },
        privacypolicy_page: { slug: 'privacy-policy' },
        favicon: { icon: expect.any(String) },
        notice: { enabled: true, message: expect.any(String), is_clearable: true },
        cookie: { title: expect.any(String), message: expect.any(String) },
        theme: { colors: { primary: expect.stringMatching(/^#[0-9a-f]{6}$/i) } },
        typography: { body_font: expect.any(String), heading_font: expect.any(String) },
        logo: { url: expect.any(String), alt: expect.any(String) },
      });
      expect(storefront.fonts.length).toBeGreaterThan(0);
      for (const font of storefront.fonts) {
        expect(Object.keys(font).sort()).toEqual(['family', 'is_variable', 'path', 'weight_range']);
      }
    });

    it('lists the active plugins, each with module_name and config', async () => {
      const { plugins } = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/storefront/initial-values' }));
      expect(plugins.length).toBeGreaterThan(0);
      for (const plugin of plugins) expect(plugin).toEqual({ module_name: expect.any(String), config: expect.any(Object) });
      const names = plugins.map((p: { module_name: string }) => p.module_name);
      expect(names).toContain('WhatsAppChat');
      expect(names).not.toContain('GoogleGtag'); // seeded inactive
    });
  });

  it('GET /api/storefront/all answers the storefront', async () => {
    const data = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/storefront/all' }));
    expect(data).toMatchObject({ id: 'sf_main', name: 'Vitrine Home & Living', channel: { currency: { code: 'INR' } } });
  });

  describe('POST /api/storefront/subscribe-to-mode', () => {
    it('refuses a bad email with the spec message as a field error', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/storefront/subscribe-to-mode', payload: { email: 'not-an-email' } });
      expect(expectFieldError(res, 'email')).toEqual([Messages.invalidEmail]);
      expect(res.json().message).toContain(Messages.invalidEmail);
    });

    it('subscribes once, however often (and in whatever case) the address is sent', async () => {
      for (const email of ['fan@example.com', 'fan@example.com', 'FAN@Example.com']) {
        const res = await t.app.inject({ method: 'POST', url: '/api/storefront/subscribe-to-mode', payload: { email } });
        expect(expectSuccess(res)).toEqual({ email });
        expect(res.json().message).toBe(Messages.subscribed);
      }
      const rows = await t.db.kysely.selectFrom('mode_subscriptions').selectAll().where('email', '=', 'fan@example.com').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].mode).toBe('Coming Soon');
    });
  });

  describe('POST /api/storefront/verify-password', () => {
    const verify = (payload: unknown, cookies?: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/storefront/verify-password', payload: payload as object, cookies });
    const homePage = (cookies?: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/page/home?path=/', cookies });

    it('turns password protection on (admin) and locks shop data', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/storefront',
        headers: t.adminHeaders,
        payload: { is_password_protection_enabled: true, password: 'open-sesame' },
      });
      expect(expectSuccess(res).is_password_protection_enabled).toBe(true);
      expectError(await homePage(), 403, Messages.siteLocked, 'SITE_LOCKED');
    });

    it('never exposes the password hash', async () => {
      for (const url of ['/api/storefront/initial-values', '/api/storefront/all']) {
        const res = await t.app.inject({ method: 'GET', url, headers: t.adminHeaders });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/password_hash|password_version|scrypt|argon2|open-sesame/);
      }
    });

    it('answers a wrong password with status error (400)', async () => {
      expectError(await verify({ password: 'nope' }), 400, Messages.wrongPassword);
    });

    it('answers an empty or missing password with 422 field errors', async () => {
      expect(expectFieldError(await verify({ password: '' }), 'password')).toEqual([Messages.fieldRequired]);
      expectFieldError(await verify({}), 'password');
    });

    it('sets a signed, httpOnly unlock cookie for the right password, which opens the API', async () => {
      const res = await verify({ password: 'open-sesame' });
      expect(expectSuccess(res)).toEqual({ unlocked: true });
      const cookie = res.cookies.find((c) => c.name === CookieName.unlock);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie!.secure).toBeFalsy(); // http://localhost: a Secure cookie would never come back
      expect(cookie!.maxAge).toBeGreaterThan(0);
      const unsigned = t.app.unsignCookie(cookie!.value);
      expect(unsigned.valid).toBe(true);

      const unlocked = { [CookieName.unlock]: cookie!.value };
      expectSuccess(await homePage(unlocked));
      const initial = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/storefront/initial-values', cookies: unlocked }));
      expect(initial.unlocked).toBe(true);

      // A forged (unsigned or re-signed) value does not unlock.
      expectError(await homePage({ [CookieName.unlock]: unsigned.value! }), 403);
      expectError(await homePage({ [CookieName.unlock]: `${unsigned.value}.forged` }), 403);
    });

    it('locks everyone out again when the owner changes the password', async () => {
      const old = (await verify({ password: 'open-sesame' })).cookies.find((c) => c.name === CookieName.unlock)!;
      await t.app.inject({ method: 'PUT', url: '/api/admin/storefront', headers: t.adminHeaders, payload: { password: 'new-secret' } });
      expectError(await homePage({ [CookieName.unlock]: old.value }), 403);
      expectError(await verify({ password: 'open-sesame' }), 400, Messages.wrongPassword);
      const fresh = (await verify({ password: 'new-secret' })).cookies.find((c) => c.name === CookieName.unlock)!;
      expectSuccess(await homePage({ [CookieName.unlock]: fresh.value }));
    });

    it('refuses any password once protection is off', async () => {
      await t.app.inject({ method: 'PUT', url: '/api/admin/storefront', headers: t.adminHeaders, payload: { is_password_protection_enabled: false } });
      expectSuccess(await homePage());
      expectError(await verify({ password: 'new-secret' }), 400, Messages.wrongPassword);
    });
  });
});
