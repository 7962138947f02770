import type { InitialValues } from '@vitrine/contracts/storefront';
import { describe, expect, it } from 'vitest';
import { browserInitialValues } from './browser-initial-values.server';

const values = {
  license_status: 'active',
  plugins: [
    { module_name: 'PincodeAvaliability', config: { rules: [{ prefix: '560', days: 2 }], default_days: 5 } },
    { module_name: 'AbandonedCart', config: { after_minutes: 60 } },
    { module_name: 'WhatsAppChat', config: { mobile_no: '9876501234' } },
    { module_name: 'Review' },
  ],
} as unknown as InitialValues;

describe('browserInitialValues', () => {
  it('keeps every plugin, without the configs only the API reads', () => {
    expect(browserInitialValues(values).plugins).toEqual([
      { module_name: 'PincodeAvaliability' },
      { module_name: 'AbandonedCart' },
      { module_name: 'WhatsAppChat', config: { mobile_no: '9876501234' } },
      { module_name: 'Review' },
    ]);
  });

  it('leaves the rest of the initial values and the input as they were', () => {
    const out = browserInitialValues(values);
    expect(out.license_status).toBe('active');
    expect(values.plugins[0]).toHaveProperty('config');
  });
});
