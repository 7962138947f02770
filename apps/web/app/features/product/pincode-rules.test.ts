import { describe, expect, it } from 'vitest';
import { PINCODE_MESSAGE, pincodeError, pincodeResultText } from './pincode-rules';

describe('pincode rules', () => {
  it('accepts exactly six digits (spaces ignored)', () => {
    expect(pincodeError('560001')).toBeNull();
    expect(pincodeError(' 560 001 ')).toBeNull();
    expect(pincodeError('56001')).toBe(PINCODE_MESSAGE);
    expect(pincodeError('56000a')).toBe(PINCODE_MESSAGE);
    expect(PINCODE_MESSAGE).toBe('Enter a valid 6-digit pincode');
  });

  it('refuses 000000 and 999999 as the API does: no pincode starts with 0 or 9', () => {
    for (const input of ['000000', '999999', '012345']) expect(pincodeError(input), input).toBe(PINCODE_MESSAGE);
  });

  it("shows the API's message, else one built from the answer", () => {
    const base = { pincode: '560001', city: null, cod_available: true, estimated_days: 3, deliverable: true };
    expect(pincodeResultText({ ...base, message: 'Delivery in 3 days' })).toBe('Delivery in 3 days');
    expect(pincodeResultText({ ...base, message: '' })).toBe('Delivers to 560001 in 3 days. Cash on delivery available.');
    expect(pincodeResultText({ ...base, deliverable: false, message: '' })).toBe('Delivery is not available to 560001');
  });
});
