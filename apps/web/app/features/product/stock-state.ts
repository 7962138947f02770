/** At or below this many left, the page says "Only N left". */
export const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = 'in' | 'low' | 'out';

export interface StockState {
  level: StockLevel;
  message: string;
}

/** The stock line of the product page: "In stock", "Only N left" (≤ 5) or "Out of stock". */
export function stockState(stock: number): StockState {
  const left = Number.isFinite(stock) ? Math.floor(stock) : 0;
  if (left <= 0) return { level: 'out', message: 'Out of stock' };
  if (left <= LOW_STOCK_THRESHOLD) return { level: 'low', message: `Only ${left} left` };
  return { level: 'in', message: 'In stock' };
}
