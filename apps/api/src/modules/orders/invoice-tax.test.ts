import { describe, expect, it } from 'vitest';
import { carveTax, computeInvoiceTax, shareOut, taxRateBpsOf } from './invoice-tax.ts';

// The invoice's tax (decisions/015): carved out of tax-inclusive prices, and adding up to the paisa.

describe('taxRateBpsOf', () => {
  it('reads a percent from the setting, as a number or text', () => {
    expect(taxRateBpsOf(18)).toBe(1800);
    expect(taxRateBpsOf('2.5')).toBe(250);
    expect(taxRateBpsOf(0.25)).toBe(25);
    expect(taxRateBpsOf(0)).toBe(0);
  });

  it('takes anything else for no tax', () => {
    for (const value of [null, undefined, '', 'abc', -5, 101, true, Number.NaN]) expect(taxRateBpsOf(value as never), String(value)).toBe(0);
  });
});

describe('shareOut', () => {
  it('shares in proportion, the leftover units to the largest remainders', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [300, 100])).toEqual([8, 2]);
    expect(shareOut(7, [2, 3])).toEqual([3, 4]); // 2.8 and 4.2
  });

  it('gives nothing when there is nothing to share or nothing to weigh', () => {
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(10, [0, 0])).toEqual([0, 0]);
    expect(shareOut(10, [])).toEqual([]);
  });
});

describe('carveTax', () => {
  it('takes the tax out of a tax-inclusive amount', () => {
    expect(carveTax(11_800, 1800)).toEqual({ gross: 11_800, taxable: 10_000, tax: 1800 });
    expect(carveTax(99_900, 1800)).toEqual({ gross: 99_900, taxable: 84_661, tax: 15_239 });
    expect(carveTax(5000, 0)).toEqual({ gross: 5000, taxable: 5000, tax: 0 });
  });
});

describe('computeInvoiceTax', () => {
  it('splits the tax into CGST and SGST halves within the shop state, the odd paisa to SGST', () => {
    const tax = computeInvoiceTax({ lineTotals: [99_900, 2 * 45_000], discount: 0, shipping: 4900, rateBps: 1800, intraState: true });
    expect(tax.lines.map((l) => [l.taxable, l.tax])).toEqual([
      [84_661, 15_239],
      [76_271, 13_729],
    ]);
    expect(tax.shipping).toEqual({ gross: 4900, taxable: 4153, tax: 747 });
    expect(tax.tax).toBe(15_239 + 13_729 + 747);
    expect([tax.cgst, tax.sgst, tax.igst]).toEqual([14_857, 14_858, 0]);
    expect(tax.total).toBe(99_900 + 90_000 + 4900);
  });

  it('charges IGST alone across states', () => {
    const tax = computeInvoiceTax({ lineTotals: [11_800], discount: 0, shipping: 0, rateBps: 1800, intraState: false });
    expect([tax.taxable, tax.cgst, tax.sgst, tax.igst]).toEqual([10_000, 0, 0, 1800]);
  });

  it('spreads the coupon over the lines and still adds up to the grand total to the paisa', () => {
    for (const [lineTotals, discount, shipping, rateBps] of [
      [[33_333, 33_333, 33_334], 10_001, 4900, 1800],
      [[1, 2, 3], 5, 0, 2800],
      [[129_900], 129_900, 0, 500],
      [[7, 11, 13, 17], 3, 1, 25],
    ] as const) {
      const tax = computeInvoiceTax({ lineTotals: [...lineTotals], discount, shipping, rateBps, intraState: true });
      const subTotal = lineTotals.reduce((a, t) => a + t, 0);
      expect(tax.lines.reduce((a, l) => a + l.discount, 0)).toBe(discount);
      expect(tax.total).toBe(subTotal - discount + shipping);
      expect(tax.taxable + tax.tax).toBe(tax.total);
      expect(tax.cgst + tax.sgst).toBe(tax.tax);
      for (const line of [...tax.lines, tax.shipping]) expect(line.taxable + line.tax).toBe(line.gross);
    }
  });

  it('never lets a discount beyond the lines make a line negative', () => {
    const tax = computeInvoiceTax({ lineTotals: [500, 500], discount: 5000, shipping: 100, rateBps: 1800, intraState: false });
    expect(tax.lines.map((l) => l.gross)).toEqual([0, 0]);
    expect(tax.total).toBe(100);
  });

  it('shows no tax at a rate of 0 (orders placed before the rate was kept)', () => {
    const tax = computeInvoiceTax({ lineTotals: [1000], discount: 100, shipping: 50, rateBps: 0, intraState: true });
    expect([tax.taxable, tax.tax, tax.cgst, tax.sgst, tax.igst]).toEqual([950, 0, 0, 0, 0]);
  });
});
