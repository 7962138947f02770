/** Most units of one variant a shopper can pick at once (the server enforces its own limits). */
export const MAX_QUANTITY = 10;

/** The highest quantity on offer: min(stock, 10), never below 1 so the stepper stays coherent. */
export function maxQuantity(stock: number): number {
  const left = Number.isFinite(stock) ? Math.floor(stock) : 0;
  return Math.max(1, Math.min(left, MAX_QUANTITY));
}
