import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount';

describe('discountPercent', () => {
  it('is the whole percent saved against the MRP', () => {
    expect(discountPercent(79900, 59900)).toBe(25);
    expect(discountPercent(1000, 500)).toBe(50);
  });

  it('rounds down so the saving is never overstated', () => {
    expect(discountPercent(279900, 229900)).toBe(17);
    expect(discountPercent(10000, 9999)).toBe(0);
  });

  it('is 0 without a real discount', () => {
    expect(discountPercent(50000, 50000)).toBe(0);
    expect(discountPercent(40000, 50000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(Number.NaN, 100)).toBe(0);
  });

  it('caps a free item at 100', () => {
    expect(discountPercent(50000, 0)).toBe(100);
  });
});
