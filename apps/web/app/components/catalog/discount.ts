/**
 * Whole-percent discount of a selling price against the MRP, or 0 when there is none.
 * Rounded down so the badge never overstates the saving (2299 vs 2799 is 17.9 %: "17% off").
 */
export function discountPercent(mrp: number, sellingPrice: number): number {
  if (!Number.isFinite(mrp) || !Number.isFinite(sellingPrice) || mrp <= 0 || sellingPrice >= mrp) return 0;
  return Math.floor(((mrp - Math.max(sellingPrice, 0)) / mrp) * 100);
}
