import { CookieName } from '@vitrine/contracts/cookies';
import { Messages } from '@vitrine/contracts/messages';
import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

// spec §4 on the API: shop data is refused while the site is locked; the calls the site-mode
// pages themselves make stay open; the owner's admin token always passes.
const SHOP_DATA: InjectOptions[] = [
  { method: 'GET', url: '/api/page/home?path=%2F' },
  { method: 'GET', url: '/api/templateBoth/home?path=%2F' },
  { method: 'GET', url: '/api/menu/main-menu' },
  { method: 'GET', url: '/api/slider/home-hero' },
  { method: 'GET', url: '/api/storefront/all' },
  { method: 'GET', url: '/api/plugins/all' },
  { method: 'GET', url: '/api/settings/countries' },
  { method: 'POST', url: '/api/settings/get', payload: ['store_name'] },
  { method: 'POST', url: '/api/product/product-grid', payload: {} },
  { method: 'POST', url: '/api/category/category-grid', payload: {} },
];
const ALWAYS_OPEN: InjectOptions[] = [
  { method: 'GET', url: '/api/storefront/initial-values' },
  { method: 'POST', url: '/api/storefront/subscribe-to-mode', payload: { email: 'waiting@example.com' } },
  { method: 'GET', url: '/api/base/host' },
  { method: 'POST', url: '/api/base/heart-beat', payload: {} },
  { method: 'GET', url: '/api/health' },
];

describeEachDatabase('site lock', (dialect) => {
  const t = useTestApp(dialect);
  const setStorefront = async (payload: object) =>
    expectSuccess(await t.app.inject({ method: 'PUT', url: '/api/admin/storefront', headers: t.adminHeaders, payload }));
  const verifyPassword = (password: string) => t.app.inject({ method: 'POST', url: '/api/storefront/verify-password', payload: { password } });

  async function expectLocked(status: number, message: string, cookies?: Record<string, string>) {
    for (const req of SHOP_DATA) {
      const res = await t.app.inject({ ...req, cookies });
      expectError(res, status, message, status === 404 ? 'SITE_UNAVAILABLE' : 'SITE_LOCKED');
    }
  }
  async function expectOpen(requests: InjectOptions[], headers?: Record<string, string>, cookies?: Record<string, string>) {
    for (const req of requests) expectSuccess(await t.app.inject({ ...req, headers: { ...req.headers, ...headers }, cookies }));
  }

  afterEach(async () => {
    await setStorefront({ mode: null, is_password_protection_enabled: false, license_status: 'active' });
  });

  it('leaves everything open in the normal mode', async () => {
    await expectOpen([...SHOP_DATA, ...ALWAYS_OPEN]);
  });

  for (const mode of ['Coming Soon', 'Under Maintenance'] as const) {
    describe(`mode '${mode}'`, () => {
      it('refuses shop data with 403 status error', async () => {
        await setStorefront({ mode });
        await expectLocked(403, Messages.siteLocked);
      });

      it('keeps initial values, subscribe, host, heart-beat and health open', async () => {
        await setStorefront({ mode });
        await expectOpen(ALWAYS_OPEN);
        const initial = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/storefront/initial-values' }));
        expect(initial.storefront.mode).toBe(mode);
        // verify-password still answers (with its own error, not the lock's).
        expectError(await verifyPassword('anything'), 400, Messages.wrongPassword);
      });

      it('lets the admin token through', async () => {
        await setStorefront({ mode });
        await expectOpen(SHOP_DATA, t.adminHeaders);
      });
    });
  }

  describe('password protection', () => {
    it('refuses shop data until unlocked with the cookie', async () => {
      await setStorefront({ is_password_protection_enabled: true, password: 'let-me-in' });
      await expectLocked(403, Messages.siteLocked);
      await expectOpen(ALWAYS_OPEN);
      const res = await verifyPassword('let-me-in');
      expectSuccess(res);
      const cookie = res.cookies.find((c) => c.name === CookieName.unlock)!;
      await expectOpen(SHOP_DATA, undefined, { [CookieName.unlock]: cookie.value });
    });

    it('still applies the mode once unlocked (spec §4)', async () => {
      await setStorefront({ is_password_protection_enabled: true, password: 'let-me-in', mode: 'Coming Soon' });
      const cookie = (await verifyPassword('let-me-in')).cookies.find((c) => c.name === CookieName.unlock)!;
      await expectLocked(403, Messages.siteLocked, { [CookieName.unlock]: cookie.value });
    });

    it('lets the admin token through', async () => {
      await setStorefront({ is_password_protection_enabled: true, password: 'let-me-in' });
      await expectOpen(SHOP_DATA, t.adminHeaders);
    });
  });

  describe('without an active licence', () => {
    for (const license_status of [null, 'inactive']) {
      it(`answers shop data with 404 'Website Unvailable' (license_status ${license_status})`, async () => {
        await setStorefront({ license_status });
        await expectLocked(404, Messages.websiteUnvailable);
        const initial = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/storefront/initial-values' }));
        expect(initial.license_status).toBe(license_status);
        await expectOpen(ALWAYS_OPEN);
        await expectOpen(SHOP_DATA, t.adminHeaders);
      });
    }

    it('takes precedence over the mode', async () => {
      await setStorefront({ license_status: null, mode: 'Coming Soon' });
      await expectLocked(404, Messages.websiteUnvailable);
    });
  });

  it('answers an unknown /api path with the route 404 even while locked', async () => {
    await setStorefront({ mode: 'Coming Soon' });
    expectError(await t.app.inject({ method: 'GET', url: '/api/no-such-route' }), 404, `${Messages.routeNotMatched}: /api/no-such-route`);
  });
});
