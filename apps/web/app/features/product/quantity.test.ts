import { describe, expect, it } from 'vitest';
import { maxQuantity } from './quantity';

describe('quantity bounds', () => {
  it('offers up to the stock, at most 10, never below 1', () => {
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(42)).toBe(10);
    expect(maxQuantity(0)).toBe(1);
  });
});
