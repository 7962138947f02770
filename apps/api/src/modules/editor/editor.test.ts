import { ADMIN_COOKIE_MAX_AGE_S, CookieName } from '@vitrine/contracts/cookies';
import type { SiteConfig } from '@vitrine/contracts/deploy-files';
import { Messages } from '@vitrine/contracts/messages';
import type { PluginPane } from '@vitrine/contracts/plugin-panes';
import { expect, it } from 'vitest';
import { adminCookieValue } from '../../plugins/admin-auth.ts';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { freshIp, send } from '../../test/send.ts';
import { signInTestCustomer } from '../../test/sign-in.ts';
import { ADMIN_TOKEN, describeEachDatabase, useTestApp } from '../../test/test-app.ts';

const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');

describeEachDatabase('admin session (/admin/login)', (dialect) => {
  const t = useTestApp(dialect);
  const login = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/admin/session', headers, remoteAddress: freshIp() });

  it('turns the right token into an httpOnly SameSite=Strict admin cookie and a flag without secret', async () => {
    const res = await login({ authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(expectSuccess(res)).toEqual({ admin: true });
    const cookies = [res.headers['set-cookie']].flat() as string[];
    const admin = cookies.find((c) => c.startsWith(`${CookieName.admin}=`))!;
    const flag = cookies.find((c) => c.startsWith(`${CookieName.adminFlag}=`))!;
    expect(admin).toMatch(/HttpOnly/);
    expect(admin).toMatch(/SameSite=Strict/);
    expect(admin).not.toContain(ADMIN_TOKEN);
    expect(flag).toMatch(/^vitrine_admin_flag=1;/);
    expect(flag).not.toMatch(/HttpOnly/);
    // The cookie is the owner: the session check and admin writes accept it.
    const cookie = cookieHeader(cookies);
    expectSuccess(await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } }));
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { store_phone: '9000000002' },
    });
    expectSuccess(write);
  });

  it('refuses a wrong or missing token, a forged cookie, and a cookie trying to renew itself', async () => {
    expectError(await login({ authorization: 'Bearer wrong-token-0123456789' }), 401, Messages.invalidAdminToken);
    expectError(await login({}), 401, Messages.invalidAdminToken);
    const forged = { cookie: `${CookieName.admin}=forged` };
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: forged }), 401, Messages.invalidAdminToken);
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/session' }), 401, Messages.invalidAdminToken);
    const real = { cookie: `${CookieName.admin}=${adminCookieValue(ADMIN_TOKEN)}` };
    expectError(await login(real), 401, Messages.invalidAdminToken);
    expectError(
      await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { ...forged, 'content-type': 'application/json' }, payload: {} }),
      401,
    );
  });

  it('refuses an admin cookie past its lifetime on the server, whatever the browser kept (issue 30)', async () => {
    const session = (value: string) => t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: `${CookieName.admin}=${value}` } });
    const now = Date.now();
    expectSuccess(await session(adminCookieValue(ADMIN_TOKEN, now - (ADMIN_COOKIE_MAX_AGE_S - 60) * 1000)));
    expectError(await session(adminCookieValue(ADMIN_TOKEN, now - (ADMIN_COOKIE_MAX_AGE_S + 60) * 1000)), 401, Messages.invalidAdminToken);
    // One issued "in the future" cannot stretch its lifetime either, nor can a cookie keyed by another token.
    expectError(await session(adminCookieValue(ADMIN_TOKEN, now + 3600 * 1000)), 401, Messages.invalidAdminToken);
    expectError(await session(adminCookieValue('another-admin-token-0123456', now)), 401, Messages.invalidAdminToken);
    const [issuedAt, mac] = adminCookieValue(ADMIN_TOKEN, now - (ADMIN_COOKIE_MAX_AGE_S + 60) * 1000).split('.');
    expectError(await session(`${Number(issuedAt) + 7200}.${mac}`), 401, Messages.invalidAdminToken);
  });

  it('refuses a cookie-authorised write from another origin (CSRF)', async () => {
    const cookie = `${CookieName.admin}=${adminCookieValue(ADMIN_TOKEN)}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { store_phone: '9000000003' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('clears both cookies on DELETE', async () => {
    const cookie = `${CookieName.admin}=${adminCookieValue(ADMIN_TOKEN)}`;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { cookie } });
    expect(expectSuccess(res)).toEqual({ admin: false });
    expect(String(res.headers['set-cookie'])).toMatch(/vitrine_admin=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describeEachDatabase('deploy files', (dialect) => {
  const t = useTestApp(dialect, { EDITOR_ORIGINS: 'https://editor.example.com' });

  it('serves /build-latest.json uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/build-latest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ build_id: 'development' });
  });

  it('serves /site-config.json whose settings version moves on an owner write', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/site-config.json' })).json<SiteConfig>();
    expect(before.editor_origins).toEqual(['https://editor.example.com']);
    expect(before.settings_version).toMatch(/^\d{4}-\d\d-\d\dT/);
    await new Promise((r) => setTimeout(r, 5));
    expectSuccess(await t.app.inject({ method: 'PUT', url: '/api/admin/storefront', headers: t.adminHeaders, payload: { meta_title: 'Changed' } }));
    const after = (await t.app.inject({ method: 'GET', url: '/site-config.json' })).json<SiteConfig>();
    expect(after.settings_version > before.settings_version).toBe(true);
  });

  it('answers while the shop is closed to visitors', async () => {
    const set = (mode: string | null) => t.app.inject({ method: 'PUT', url: '/api/admin/storefront', headers: t.adminHeaders, payload: { mode } });
    expect((await set('Under Maintenance')).statusCode).toBe(200);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/build-latest.json' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/site-config.json' })).statusCode).toBe(200);
    } finally {
      expect((await set(null)).statusCode).toBe(200);
    }
  });
});

describeEachDatabase('plugin account panes', (dialect) => {
  const t = useTestApp(dialect);
  const pane = (path: string, cookie?: string) => send(t.app, 'GET', `/api/account/plugin-pane?path=${encodeURIComponent(path)}`, { cookie });

  it('answers the pane of an active plugin entry, its HTML sanitised', async () => {
    const config = {
      account_menu: [
        {
          label: 'Gift cards',
          path: '/account/gift-cards',
          group: 'Rewards',
          description: 'Your cards',
          pane_html: '<p>Hi<img src=x onerror=alert(1)><script>alert(2)</script></p>',
        },
      ],
    };
    expectSuccess(await t.app.inject({ method: 'PUT', url: '/api/admin/plugins/GiftCards', headers: t.adminHeaders, payload: { config } }));
    const who = await signInTestCustomer(t.app);
    const data = expectSuccess<PluginPane>(await pane('/account/gift-cards', who.cookie));
    expect(data).toMatchObject({ path: '/account/gift-cards', label: 'Gift cards', group: 'Rewards', description: 'Your cards' });
    expect(data.html).toBe('<p>Hi</p>');

    // Every page's initial values keep the menu entry but not the pane's text (its own call has it).
    const initial = expectSuccess<{ plugins: { module_name: string; config: { account_menu?: Record<string, unknown>[] } }[] }>(
      await send(t.app, 'GET', '/api/storefront/initial-values'),
    );
    const entry = initial.plugins.find((p) => p.module_name === 'GiftCards')?.config.account_menu?.[0];
    expect(entry).toMatchObject({ label: 'Gift cards', path: '/account/gift-cards', group: 'Rewards' });
    expect(entry).not.toHaveProperty('pane_html');
  });

  it('needs a session, a path in the account area, and an entry that exists', async () => {
    expectError(await pane('/account/gift-cards'), 401);
    const who = await signInTestCustomer(t.app);
    expectError(await pane('/account/nothing-here', who.cookie), 404);
    expect((await pane('https://evil.test/x', who.cookie)).statusCode).toBe(422);
    expect((await send(t.app, 'GET', '/api/account/plugin-pane', { cookie: who.cookie })).statusCode).toBe(422);
  });

  it('hides the pane of an inactive plugin', async () => {
    const config = { account_menu: [{ label: 'Old', path: '/account/old-pane', pane_html: '<p>Old</p>' }] };
    expectSuccess(await t.app.inject({ method: 'PUT', url: '/api/admin/plugins/OldPlugin', headers: t.adminHeaders, payload: { is_active: false, config } }));
    const who = await signInTestCustomer(t.app);
    expectError(await pane('/account/old-pane', who.cookie), 404);
  });
});
