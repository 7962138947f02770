import type { AdminShippingMethod } from '@vitrine/contracts/shipping-admin';
import { describe, expect, it } from 'vitest';
import { isOffered, shippingChargeFor, shippingOptionsFor } from './shipping-rules.ts';

const method = (over: Partial<AdminShippingMethod> = {}): AdminShippingMethod => ({
  id: 'shp_x',
  name: 'Standard',
  description: '',
  charge: 4_900,
  free_over: 99_900,
  serviceable_only: false,
  position: 1,
  is_active: true,
  ...over,
});

describe('shippingChargeFor', () => {
  it('charges below free_over and nothing from free_over on', () => {
    expect(shippingChargeFor(method(), 99_899)).toBe(4_900);
    expect(shippingChargeFor(method(), 99_900)).toBe(0);
    expect(shippingChargeFor(method(), 250_000)).toBe(0);
  });

  it('always charges a method that is never free, and an empty cart pays the charge', () => {
    expect(shippingChargeFor(method({ free_over: null }), 10_000_000)).toBe(4_900);
    expect(shippingChargeFor(method(), 0)).toBe(4_900);
    expect(shippingChargeFor(method({ charge: 0, free_over: null }), 100)).toBe(0);
  });
});

describe('isOffered', () => {
  it('offers active methods; a serviceable-only one only to a served pincode', () => {
    expect(isOffered(method(), false)).toBe(true);
    expect(isOffered(method({ is_active: false }), true)).toBe(false);
    expect(isOffered(method({ serviceable_only: true }), false)).toBe(false);
    expect(isOffered(method({ serviceable_only: true }), true)).toBe(true);
  });
});

describe('shippingOptionsFor', () => {
  const methods = [
    method({ id: 'shp_express', name: 'Express', charge: 14_900, free_over: null, serviceable_only: true, position: 2 }),
    method({ id: 'shp_pickup', name: 'Pickup', charge: 0, free_over: null, position: 1, is_active: false }),
    method({ id: 'shp_standard', name: 'Standard', position: 1 }),
    method({ id: 'shp_b', name: 'Bulky', charge: 29_900, free_over: null, position: 1 }),
  ];

  it('lists offered methods by position then name, each with its charge for this amount', () => {
    expect(shippingOptionsFor(methods, 120_000, true)).toEqual([
      { id: 'shp_b', name: 'Bulky', description: '', charge: 29_900, free_over: null },
      { id: 'shp_standard', name: 'Standard', description: '', charge: 0, free_over: 99_900 },
      { id: 'shp_express', name: 'Express', description: '', charge: 14_900, free_over: null },
    ]);
    expect(shippingOptionsFor(methods, 50_000, false).map((o) => [o.id, o.charge])).toEqual([
      ['shp_b', 29_900],
      ['shp_standard', 4_900],
    ]);
  });
});
