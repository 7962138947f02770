// Shoppers type prices in rupees; the listing works in integer minor units (paise), like money.ts.
const MINOR_PER_MAJOR = 100;
/** The listing schema's upper bound (1,000,000,000 minor units). */
const MAX_MINOR = 1_000_000_000;

/** "1,499.50" -> 149950; empty, negative or unreadable input -> undefined (no bound). */
export function rupeesToMinor(text: string | null | undefined): number | undefined {
  const cleaned = (text ?? '').replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return undefined;
  const minor = Math.round(Number(cleaned) * MINOR_PER_MAJOR);
  return Math.min(minor, MAX_MINOR);
}

/** 149950 -> "1499.5", for an input's value; undefined -> "". */
export function minorToRupees(minor: number | undefined): string {
  if (minor === undefined) return '';
  return String(minor / MINOR_PER_MAJOR);
}

/** Whole rupees for a range hint: the lowest price rounds down, the highest up. */
export function rupeesBound(minor: number, direction: 'down' | 'up'): number {
  return direction === 'down' ? Math.floor(minor / MINOR_PER_MAJOR) : Math.ceil(minor / MINOR_PER_MAJOR);
}
