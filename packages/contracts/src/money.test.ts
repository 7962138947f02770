import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('prints whole amounts without a fraction and keeps paise when there are some', () => {
    expect(formatMoney(289900, 'INR')).toBe('₹2,899');
    expect(formatMoney(289950, 'INR')).toBe('₹2,899.50');
    expect(formatMoney(12345678, 'INR')).toBe('₹1,23,456.78');
  });
});
