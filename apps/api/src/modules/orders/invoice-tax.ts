import type { SettingValue } from '@vitrine/contracts/settings';

// The tax an invoice shows (docs/decisions/015-invoices.md). Vitrine's prices are tax-inclusive
// (the Indian MRP convention): tax is carved out of what the shopper paid, never added to it. Money
// is integer minor units; each line's taxable value and tax add up to that line exactly, so the
// invoice's columns add up to its grand total to the paisa.

/** `invoice_tax_rate` (a percent, e.g. 18 or 2.5) in basis points; anything else is no tax. */
export function taxRateBpsOf(setting: SettingValue | undefined): number {
  const percent = typeof setting === 'string' && setting.trim() !== '' ? Number(setting) : setting;
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) return 0;
  return Math.round(percent * 100);
}

export interface InvoiceTaxInput {
  /** Each line's total as charged before the coupon (unit price × quantity). */
  lineTotals: number[];
  /** The coupon's discount on the whole order, spread over the lines. */
  discount: number;
  shipping: number;
  /** The order's rate (orders.tax_rate_bps). */
  rateBps: number;
  /** Supplied within the shop's own state: CGST and SGST halves; else IGST. */
  intraState: boolean;
}

export interface TaxedAmount {
  /** What was charged for it, tax included (after its share of the discount). */
  gross: number;
  taxable: number;
  tax: number;
}

export interface InvoiceTax {
  rateBps: number;
  lines: (TaxedAmount & { discount: number })[];
  shipping: TaxedAmount;
  taxable: number;
  tax: number;
  /** Either cgst + sgst or igst holds the tax; the others are 0. */
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/**
 * Shares `amount` out in proportion to `weights`, whole units only: each share rounded down, the
 * units left over going to the largest remainders (earlier lines first on a tie), so the shares
 * always sum to `amount`.
 */
export function shareOut(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, s) => a + s, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** A tax-inclusive amount split into its taxable value and the tax in it. */
export function carveTax(gross: number, rateBps: number): TaxedAmount {
  const taxable = Math.round((gross * 10_000) / (10_000 + rateBps));
  return { gross, taxable, tax: gross - taxable };
}

export function computeInvoiceTax(input: InvoiceTaxInput): InvoiceTax {
  const subTotal = input.lineTotals.reduce((a, t) => a + t, 0);
  const discounts = shareOut(Math.min(Math.max(input.discount, 0), subTotal), input.lineTotals);
  const lines = input.lineTotals.map((total, i) => ({ ...carveTax(total - discounts[i]!, input.rateBps), discount: discounts[i]! }));
  const shipping = carveTax(input.shipping, input.rateBps);
  const all = [...lines, shipping];
  const taxable = all.reduce((a, l) => a + l.taxable, 0);
  const tax = all.reduce((a, l) => a + l.tax, 0);
  const cgst = input.intraState ? Math.floor(tax / 2) : 0;
  return {
    rateBps: input.rateBps,
    lines,
    shipping,
    taxable,
    tax,
    cgst,
    sgst: input.intraState ? tax - cgst : 0,
    igst: input.intraState ? 0 : tax,
    total: taxable + tax,
  };
}
