import { lineMaxQuantity } from '@vitrine/contracts/cart';

/**
 * The highest quantity the product page offers: what the cart accepts for one line (stock, the
 * product's per-order limit, the cart's cap), never below 1 so the stepper stays coherent.
 */
export function maxQuantity(stock: number, maxPerOrder: number | null): number {
  return Math.max(1, lineMaxQuantity(stock, maxPerOrder));
}
