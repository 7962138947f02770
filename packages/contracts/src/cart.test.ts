import { describe, expect, it } from 'vitest';
import { CART_LINE_MAX_QUANTITY, lineMaxQuantity } from './cart.ts';

// One rule for how many units one line may hold: the API's cart enforces it and the product
// page's quantity stepper offers it, so the two never disagree.
describe('lineMaxQuantity', () => {
  it('is the least of stock, the per-product limit and the cart cap', () => {
    expect(lineMaxQuantity(7, null)).toBe(7);
    expect(lineMaxQuantity(42, null)).toBe(42);
    expect(lineMaxQuantity(7, 3)).toBe(3);
    expect(lineMaxQuantity(5000, null)).toBe(CART_LINE_MAX_QUANTITY);
    expect(lineMaxQuantity(0, 3)).toBe(0);
  });

  it('reads a negative or fractional stock safely and ignores a limit of 0', () => {
    expect(lineMaxQuantity(-4, null)).toBe(0);
    expect(lineMaxQuantity(2.9, null)).toBe(2);
    expect(lineMaxQuantity(5, 0)).toBe(5);
    expect(lineMaxQuantity(Number.NaN, null)).toBe(0);
  });
});
