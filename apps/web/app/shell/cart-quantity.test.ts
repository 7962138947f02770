import { describe, expect, it } from 'vitest';
import { cartBadgeText, cartQuantityLabel } from './cart-quantity';

describe('cart badge', () => {
  it('caps the visible number', () => {
    expect(cartBadgeText(3)).toBe('3');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
  });

  it('describes the quantity for screen readers', () => {
    expect(cartQuantityLabel(1)).toBe('1 item in cart');
    expect(cartQuantityLabel(3)).toBe('3 items in cart');
  });
});
