import type { PincodeAvailability } from '@vitrine/contracts/pincode';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeData } from '../../db/seed/store-seed.ts';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { adminHeaders, describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { checkPincodeAgainst, PincodeMessages, readPincodeConfig } from './pincode.service.ts';

const CONFIG = {
  rules: [
    { prefix: '400', city: 'Mumbai', days: 3, cod: false },
    { prefix: '4000', city: 'Mumbai Central', days: 1, cod: true },
    { prefix: 560, city: 'Bengaluru', days: 2, cod: true },
    { prefix: 'bad', days: 2 },
  ],
  default_days: 7,
  blocked_prefixes: ['1100', '79'],
};

describeEachDatabase('GET /api/plugins/PincodeAvaliability/check', (dialect) => {
  const t = useTestApp(dialect);
  const savePlugin = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/plugins/PincodeAvaliability', headers: adminHeaders, payload: body });
  const check = (pincode: string) => t.app.inject({ method: 'GET', url: `/api/plugins/PincodeAvaliability/check?pincode=${encodeURIComponent(pincode)}` });

  beforeAll(async () => {
    expectSuccess(await savePlugin({ is_active: true, config: CONFIG }));
  });

  it('answers a deliverable pincode by its longest matching rule', async () => {
    expect(expectSuccess<PincodeAvailability>(await check('400001'))).toEqual({
      pincode: '400001',
      deliverable: true,
      cod_available: true,
      estimated_days: 1,
      city: 'Mumbai Central',
      message: `${PincodeMessages.deliverable('Mumbai Central (400001)', 1)}. ${PincodeMessages.codAvailable}`,
    });
    expect(expectSuccess<PincodeAvailability>(await check('400706'))).toMatchObject({
      deliverable: true,
      cod_available: false,
      estimated_days: 3,
      city: 'Mumbai',
      message: 'Delivery to Mumbai (400706) in 3 days',
    });
    expect(expectSuccess<PincodeAvailability>(await check(' 560034 '))).toMatchObject({ pincode: '560034', city: 'Bengaluru', estimated_days: 2 });
  });

  it('falls back to default_days where no rule matches', async () => {
    expect(expectSuccess<PincodeAvailability>(await check('302001'))).toEqual({
      pincode: '302001',
      deliverable: true,
      cod_available: false,
      estimated_days: 7,
      city: null,
      message: 'Delivery to 302001 in 7 days',
    });
  });

  it('refuses blocked prefixes, and everything unmatched without default_days', async () => {
    const blocked = expectSuccess<PincodeAvailability>(await check('110011'));
    expect(blocked).toEqual({
      pincode: '110011',
      deliverable: false,
      cod_available: false,
      estimated_days: null,
      city: null,
      message: PincodeMessages.notDeliverable('110011'),
    });
    expect(expectSuccess<PincodeAvailability>(await check('790001')).deliverable).toBe(false);
    expect(expectSuccess<PincodeAvailability>(await check('110200')).deliverable).toBe(true);
    expectSuccess(await savePlugin({ config: { ...CONFIG, default_days: null } }));
    try {
      expect(expectSuccess<PincodeAvailability>(await check('302001'))).toMatchObject({
        deliverable: false,
        message: 'Sorry, we do not deliver to 302001 yet',
      });
      expect(expectSuccess<PincodeAvailability>(await check('560001')).deliverable).toBe(true);
    } finally {
      expectSuccess(await savePlugin({ config: CONFIG }));
    }
  });

  it('refuses a malformed pincode with 422', async () => {
    for (const pincode of ['12345', '1234567', 'abcdef', '40 001', '', '000000', '999999', '012345']) {
      expect(expectFieldError(await check(pincode), 'pincode')).toEqual(['Enter a valid 6-digit pincode']);
    }
    expectError(await t.app.inject({ method: 'GET', url: '/api/plugins/PincodeAvaliability/check' }), 422, undefined, 'VALIDATION_FAILED');
  });

  it('is a 404 while the plugin is inactive', async () => {
    expectSuccess(await savePlugin({ is_active: false }));
    try {
      expectError(await check('400001'), 404, undefined, 'NOT_FOUND');
      expectError(await check('oops'), 404, undefined, 'NOT_FOUND');
    } finally {
      expectSuccess(await savePlugin({ is_active: true }));
    }
    expect(expectSuccess<PincodeAvailability>(await check('400001')).deliverable).toBe(true);
  });
});

describe('pincode rules', () => {
  it('reads a damaged config leniently', () => {
    expect(readPincodeConfig({ rules: 'nope', default_days: 'soon', blocked_prefixes: [12, 'x'] })).toEqual({
      rules: [],
      default_days: null,
      blocked_prefixes: ['12'],
    });
    expect(checkPincodeAgainst(readPincodeConfig(undefined), '400001').deliverable).toBe(false);
    expect(PincodeMessages.deliverable('Pune', 1)).toBe('Delivery to Pune in 1 day');
  });

  it('keeps a rule without days: its city and COD, with the default days (or no estimate)', () => {
    const rule = { prefix: '641', city: 'Coimbatore', cod: true };
    expect(checkPincodeAgainst(readPincodeConfig({ rules: [rule], default_days: 6 }), '641001')).toEqual({
      pincode: '641001',
      deliverable: true,
      cod_available: true,
      estimated_days: 6,
      city: 'Coimbatore',
      message: `${PincodeMessages.deliverable('Coimbatore (641001)', 6)}. ${PincodeMessages.codAvailable}`,
    });
    expect(checkPincodeAgainst(readPincodeConfig({ rules: [rule] }), '641001')).toEqual({
      pincode: '641001',
      deliverable: true,
      cod_available: true,
      estimated_days: null,
      city: 'Coimbatore',
      message: `${PincodeMessages.deliverableSoon('Coimbatore (641001)')}. ${PincodeMessages.codAvailable}`,
    });
  });

  it("reads every rule of the demo store's config", () => {
    const demo = storeData.plugins.find((p) => p.module_name === 'PincodeAvaliability')?.config ?? {};
    const config = readPincodeConfig(demo);
    expect(config.rules).toHaveLength((demo.rules as unknown[]).length);
    expect(checkPincodeAgainst(config, '641001')).toMatchObject({ city: 'Coimbatore', cod_available: true, deliverable: true });
  });
});
