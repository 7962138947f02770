import { describe, expect, it } from 'vitest';
import { cartExpiry, cartTotals, lineKeyOf, sumLines } from './cart-pricing.ts';

describe('lineKeyOf', () => {
  it('is the variant for a plain line and differs per personalisation', () => {
    expect(lineKeyOf('var_1', null, null)).toBe('var_1');
    const asha = lineKeyOf('var_1', 'For Asha', null);
    expect(asha).toMatch(/^var_1:[A-Za-z0-9_-]{22}$/);
    expect(lineKeyOf('var_1', 'For Asha', null)).toBe(asha);
    expect(lineKeyOf('var_1', 'For Ravi', null)).not.toBe(asha);
    expect(lineKeyOf('var_1', null, '/media/uploads/customisation/a.webp')).not.toBe(lineKeyOf('var_1', null, '/media/uploads/customisation/b.webp'));
    // Text and picture cannot be shifted into each other.
    expect(lineKeyOf('var_1', 'ab', 'c')).not.toBe(lineKeyOf('var_1', 'a', 'bc'));
  });
});

describe('sumLines and cartTotals', () => {
  const lines = [
    { unit_price: 59900, mrp: 79900, quantity: 2, counted: true },
    { unit_price: 14950, mrp: 14950, quantity: 1, counted: true },
    { unit_price: 99900, mrp: 99900, quantity: 3, counted: false },
  ];

  it('sums counted lines at price and at MRP (never below the price)', () => {
    expect(sumLines(lines)).toEqual({ sub_total: 59900 * 2 + 14950, mrp_total: 79900 * 2 + 14950 });
    expect(sumLines([{ unit_price: 500, mrp: 400, quantity: 1, counted: true }])).toEqual({ sub_total: 500, mrp_total: 500 });
  });

  it('takes the discount off and adds shipping; a discount never goes below zero', () => {
    const sums = sumLines(lines);
    expect(cartTotals(sums, 1000, 4900)).toEqual({ ...sums, discount: 1000, shipping: 4900, grand_total: sums.sub_total - 1000 + 4900 });
    expect(cartTotals({ sub_total: 500, mrp_total: 500 }, 9000, 0)).toMatchObject({ discount: 500, grand_total: 0 });
    expect(cartTotals({ sub_total: 500, mrp_total: 500 }, -10, 0)).toMatchObject({ discount: 0, grand_total: 500 });
  });
});

describe('cartExpiry', () => {
  it('is the given number of days after now', () => {
    expect(cartExpiry(new Date('2026-11-25T10:00:00.000Z'), 30)).toBe('2026-12-25T10:00:00.000Z');
  });
});
