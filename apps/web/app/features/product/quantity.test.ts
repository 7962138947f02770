import { CART_LINE_MAX_QUANTITY } from '@vitrine/contracts/cart';
import { describe, expect, it } from 'vitest';
import { maxQuantity } from './quantity';

describe('quantity bounds', () => {
  it("offers what the cart accepts (stock, the product's limit, the cart's cap), never below 1", () => {
    expect(maxQuantity(3, null)).toBe(3);
    expect(maxQuantity(42, null)).toBe(42);
    expect(maxQuantity(42, 5)).toBe(5);
    expect(maxQuantity(5000, null)).toBe(CART_LINE_MAX_QUANTITY);
    expect(maxQuantity(0, null)).toBe(1);
  });
});
