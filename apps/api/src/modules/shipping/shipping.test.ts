import type { CartAddress } from '@vitrine/contracts/cart';
import { Messages } from '@vitrine/contracts/messages';
import { ShippingAdminMessages } from '@vitrine/contracts/shipping-admin';
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { checkDelivery } from './delivery.ts';
import { listShippingOptions } from './shipping.service.ts';

const STANDARD = { id: 'shp_standard', name: 'Standard delivery', description: expect.any(String), free_over: 99_900 };
const EXPRESS = { id: 'shp_express', name: 'Express delivery', description: expect.any(String), charge: 14_900, free_over: null };

describeEachDatabase('shipping methods', (dialect) => {
  const t = useTestApp(dialect);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = t.adminHeaders) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  // What a cart with this Indian pincode (null: no address yet) is offered: delivery.ts, then the methods.
  const optionsFor = async (amount: number, pincode: string | null) => {
    const delivery = await checkDelivery(
      t.db,
      pincode === null ? null : ({ address_type: 'Shipping', country_id: 'country_in', state_id: null, address_id: null, pincode } as CartAddress),
    );
    return delivery.ships ? listShippingOptions(t.db, { amount, served: delivery.served }) : [];
  };
  const ids = async (amount: number, pincode: string | null) => (await optionsFor(amount, pincode)).map((o) => o.id);

  describe('listShippingOptions on the demo store', () => {
    it('charges Standard below ₹999 and nothing from ₹999 on (after discount)', async () => {
      expect(await optionsFor(99_899, null)).toEqual([{ ...STANDARD, charge: 4_900 }]);
      expect(await optionsFor(99_900, null)).toEqual([{ ...STANDARD, charge: 0 }]);
    });

    it('offers Express only to a pincode the PincodeAvaliability plugin serves', async () => {
      expect(await optionsFor(150_000, '560001')).toEqual([{ ...STANDARD, charge: 0 }, EXPRESS]);
      // The demo config serves every pincode by default_days, except blocked prefixes (744), where
      // nothing is offered at all (issue 29: checkout delivers only where the product page says so).
      expect(await ids(10_000, '123456')).toEqual(['shp_standard', 'shp_express']);
      expect(await ids(10_000, '744101')).toEqual([]);
      expect(await ids(10_000, 'abc')).toEqual([]);
      expect(await ids(10_000, '')).toEqual([]);
    });

    it('offers no serviceable-only method while the plugin is off', async () => {
      const plugin = (is_active: boolean) => call('PUT', '/api/admin/plugins/PincodeAvaliability', { is_active });
      expectSuccess(await plugin(false));
      try {
        expect(await ids(10_000, '560001')).toEqual(['shp_standard']);
      } finally {
        expectSuccess(await plugin(true));
      }
      expect(await ids(10_000, '560001')).toEqual(['shp_standard', 'shp_express']);
    });
  });

  describe('the admin API', () => {
    const ROUTES: [string, string][] = [
      ['GET', '/api/admin/shipping-methods'],
      ['POST', '/api/admin/shipping-methods'],
      ['PUT', '/api/admin/shipping-methods/shp_standard'],
      ['DELETE', '/api/admin/shipping-methods/shp_standard'],
    ];

    it('needs the admin token: none or a wrong one is a 401 and changes nothing', async () => {
      for (const [method, url] of ROUTES) {
        const payload = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Hijack', charge: 0 };
        expectError(await call(method as 'GET', url, payload, {}), 401, Messages.invalidAdminToken, 'UNAUTHORIZED');
        expectError(await call(method as 'GET', url, payload, { authorization: 'Bearer wrong-token-0123456789' }), 401);
      }
      expect(await ids(10_000, null)).toEqual(['shp_standard']);
    });

    it('lists every method by position, inactive ones too', async () => {
      const list = expectSuccess(await call('GET', '/api/admin/shipping-methods'));
      expect(list).toEqual([
        { ...STANDARD, charge: 4_900, serviceable_only: false, position: 1, is_active: true },
        { ...EXPRESS, serviceable_only: true, position: 2, is_active: true },
      ]);
    });

    it('creates, changes and deletes a method, and the cart sees each step', async () => {
      const created = expectSuccess(await call('POST', '/api/admin/shipping-methods', { name: ' Store pickup ', charge: 0, position: 0 }));
      expect(created).toEqual({
        id: expect.stringMatching(/^shp_/),
        name: 'Store pickup',
        description: '',
        charge: 0,
        free_over: null,
        serviceable_only: false,
        position: 0,
        is_active: true,
      });
      expect(await ids(10_000, null)).toEqual([created.id, 'shp_standard']);

      const changed = expectSuccess(
        await call('PUT', `/api/admin/shipping-methods/${created.id}`, { is_active: false, description: 'At our Bengaluru studio' }),
      );
      expect(changed).toEqual({ ...created, is_active: false, description: 'At our Bengaluru studio' });
      expect(await ids(10_000, null)).toEqual(['shp_standard']);

      expect(expectSuccess(await call('DELETE', `/api/admin/shipping-methods/${created.id}`))).toEqual({ id: created.id });
      expect(expectSuccess<unknown[]>(await call('GET', '/api/admin/shipping-methods'))).toHaveLength(2);
    });

    it('refuses bad bodies with 422 field errors', async () => {
      const post = (body: Record<string, unknown>) => call('POST', '/api/admin/shipping-methods', { name: 'X', charge: 100, ...body });
      expectFieldError(await post({ name: '' }), 'name');
      expectFieldError(await post({ name: undefined }), 'name');
      expectFieldError(await post({ name: 'N'.repeat(101) }), 'name');
      expect(expectFieldError(await post({ charge: -1 }), 'charge')).toEqual([ShippingAdminMessages.money]);
      expectFieldError(await post({ charge: 49.5 }), 'charge');
      expectFieldError(await post({ charge: '4900' }), 'charge');
      expectFieldError(await post({ free_over: 0 }), 'free_over');
      expectFieldError(await post({ position: -1 }), 'position');
      expectFieldError(await post({ serviceable_only: 1 }), 'serviceable_only');
      expectError(await post({ id: 'shp_mine' }), 422, undefined, 'VALIDATION_FAILED');
      expectFieldError(await call('PUT', '/api/admin/shipping-methods/shp_standard', { charge: null }), 'charge');
      expect(expectSuccess<unknown[]>(await call('GET', '/api/admin/shipping-methods'))).toHaveLength(2);
    });

    it('answers 404 for an unknown id', async () => {
      expectError(await call('PUT', '/api/admin/shipping-methods/shp_missing', { charge: 5 }), 404, ShippingAdminMessages.notFound, 'NOT_FOUND');
      expectError(await call('DELETE', '/api/admin/shipping-methods/shp_missing'), 404, ShippingAdminMessages.notFound, 'NOT_FOUND');
    });
  });
});
