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

/** Indian digit grouping of a whole number: the last three digits, then twos (1,23,45,678). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return groups.join(',');
}

/**
 * Rupees in en-IN as Intl prints them (`money.test.ts` holds the two side by side), without Intl:
 * a browser's first Intl formatter loads its locale data, ~15 ms on a laptop and 60–80 ms on a
 * phone, and every page prints prices while it hydrates (docs/decisions/034).
 */
function formatRupees(minor: number): string {
  const paise = Math.abs(minor) % 100;
  const whole = groupIndian(String((Math.abs(minor) - paise) / 100));
  const text = paise === 0 ? `₹${whole}` : `₹${whole}.${String(paise).padStart(2, '0')}`;
  return minor < 0 ? `-${text}` : text;
}

/** Prices are integer minor units; whole amounts print without a fraction (₹2,899, ₹2,899.50). */
export function formatMoney(minor: number, currency: string, locale = 'en-IN'): string {
  if (currency === 'INR' && locale === 'en-IN' && Number.isSafeInteger(minor) && !Object.is(minor, -0)) return formatRupees(minor);
  return formatterFor(locale, currency, minor % 100 === 0 ? 0 : 2).format(minor / 100);
}
