import { describe, expect, it } from 'vitest';
import { clampQuantity, parseQuantity } from './quantity';

describe('quantity input', () => {
  it('clamps to 1..max and drops fractions', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('reads typed text as digits only', () => {
    expect(parseQuantity('4', 10)).toBe(4);
    expect(parseQuantity('', 10)).toBe(1);
    expect(parseQuantity('12', 10)).toBe(10);
    expect(parseQuantity('-3', 10)).toBe(3);
  });
});
