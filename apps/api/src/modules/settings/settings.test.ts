import { describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

describeEachDatabase('settings routes', (dialect) => {
  const t = useTestApp(dialect);
  const getSettings = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/settings/get',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  describe('POST /api/settings/get', () => {
    it('answers the values of a list of keys (spec §7 body)', async () => {
      const data = expectSuccess(await getSettings(['store_name', 'enable_otp_auth', 'cart_expire_days']));
      expect(data).toEqual({ store_name: 'Vitrine Home & Living', enable_otp_auth: true, cart_expire_days: 30 });
    });

    it('accepts { keys: [...] } too', async () => {
      expect(expectSuccess(await getSettings({ keys: ['enable_legacy_auth'] }))).toEqual({ enable_legacy_auth: true });
    });

    it('refuses unknown keys with 422, naming them', async () => {
      const res = await getSettings(['store_name', 'admin_password']);
      expect(expectFieldError(res, 'keys').join(' ')).toContain('admin_password');
      expect(res.json().message).toContain('admin_password');
    });

    it('refuses bodies that are not a list of keys with 422', async () => {
      for (const body of ['store_name', 42, { key: 'store_name' }, [1, 2], null]) {
        expectError(await getSettings(body), 422, undefined, 'VALIDATION_FAILED');
      }
      expectError(await t.app.inject({ method: 'POST', url: '/api/settings/get' }), 422);
    });
  });

  it('GET /api/settings/countries lists countries with their states', async () => {
    const countries = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/settings/countries' }));
    expect(countries.map((c: { iso2: string }) => c.iso2).sort()).toEqual(['GB', 'IN', 'US']);
    const india = countries.find((c: { iso2: string }) => c.iso2 === 'IN');
    expect(india).toMatchObject({ id: 'country_in', name: 'India', mobile_code: '+91', mobile_number_length: 10 });
    // 28 states and 8 union territories: a shopper anywhere in India can save an address.
    expect(india.states).toHaveLength(36);
    expect(india.states.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Punjab', 'Ladakh', 'Puducherry', 'Andaman and Nicobar Islands']),
    );
    expect(india.states).toContainEqual({ id: 'st_in_ka', name: 'Karnataka', code: 'KA' });
    for (const c of countries) expect(c.states.length).toBeGreaterThan(0);
  });

  describe('GET /api/settings/address-fields', () => {
    const fieldNames = (fields: { column_name: string }[]) => fields.map((f) => f.column_name);

    it("answers the store country's fields per address type without a country", async () => {
      const data = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/settings/address-fields' }));
      expect(data.country).toEqual({ id: 'country_in', name: 'India', iso2: 'IN' });
      expect(Object.keys(data.fields).sort()).toEqual(['Billing', 'Shipping']);
      expect(fieldNames(data.fields.Shipping)).toContain('pincode');
      expect(fieldNames(data.fields.Billing)).toContain('gstin');
      for (const field of data.fields.Shipping) {
        expect(field).toEqual({ column_name: expect.any(String), label: expect.any(String), is_required: expect.any(Boolean), field_type: expect.any(String) });
      }
      expect(data.fields.Shipping.find((f: { column_name: string }) => f.column_name === 'address_line_2').is_required).toBe(false);
    });

    it('finds a country by id or by ISO code (any case)', async () => {
      const byId = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/settings/address-fields/country_us' }));
      expect(byId.country.iso2).toBe('US');
      expect(fieldNames(byId.fields.Shipping)).toContain('zip');
      const byIso = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/settings/address-fields/gb' }));
      expect(byIso.country.iso2).toBe('GB');
      expect(byIso.fields.Shipping.find((f: { column_name: string }) => f.column_name === 'zip').label).toBe('Postcode');
    });

    it('answers an unknown country with a 404 envelope', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/api/settings/address-fields/ZZ' }), 404, /ZZ/, 'NOT_FOUND');
    });
  });
});
