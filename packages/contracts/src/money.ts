// Zod-free on purpose: the browser bundle imports it.

// Intl.NumberFormat is costly to build and a listing prints many prices: one per shape.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Prices are integer minor units; whole amounts print without a fraction (₹2,899, ₹2,899.50). */
export function formatMoney(minor: number, currency: string, locale = 'en-IN'): string {
  return formatterFor(locale, currency, minor % 100 === 0 ? 0 : 2).format(minor / 100);
}
