/** A whole quantity within 1..max; anything unreadable becomes 1. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.trunc(value), 1), Math.max(1, max));
}

/** What the typed text means as a quantity (digits only; an empty field falls back to 1). */
export function parseQuantity(text: string, max: number): number {
  const digits = text.replace(/\D+/g, '');
  return clampQuantity(digits ? Number(digits) : 1, max);
}
