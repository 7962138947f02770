import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

/** What Intl prints for an amount in minor units, the shape formatMoney promises. */
function intl(minor: number, currency: string, locale = 'en-IN'): string {
  const digits = minor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(minor / 100);
}

describe('formatMoney', () => {
  it('prints whole amounts without a fraction and keeps paise when there are some', () => {
    expect(formatMoney(289900, 'INR')).toBe('₹2,899');
    expect(formatMoney(289950, 'INR')).toBe('₹2,899.50');
    expect(formatMoney(12345678, 'INR')).toBe('₹1,23,456.78');
    expect(formatMoney(-59905, 'INR')).toBe('-₹599.05');
  });

  it('prints rupees exactly as Intl does in en-IN, at every size and sign', () => {
    const amounts = [0, 1, 5, 10, 99, 100, 101, 999, 1000, 99999, 100000, 1234567, 10000000, 99999999999];
    // A spread over every number of digits up to 16, with and without paise.
    let seed = 7;
    for (let digits = 1; digits <= 15; digits++) {
      for (let i = 0; i < 20; i++) {
        seed = (seed * 48271) % 2147483647;
        amounts.push(Math.floor((seed / 2147483647) * 10 ** digits));
      }
    }
    for (const minor of amounts) {
      expect(formatMoney(minor, 'INR'), String(minor)).toBe(intl(minor, 'INR'));
      expect(formatMoney(-minor, 'INR'), String(-minor)).toBe(intl(-minor, 'INR'));
    }
  });

  it('leaves other currencies, locales and amounts that are not whole minor units to Intl', () => {
    expect(formatMoney(59900, 'USD')).toBe(intl(59900, 'USD'));
    expect(formatMoney(59950, 'INR', 'en-US')).toBe(intl(59950, 'INR', 'en-US'));
    expect(formatMoney(0.5, 'INR')).toBe('₹0.01');
    expect(formatMoney(-0, 'INR')).toBe(intl(-0, 'INR'));
  });
});
