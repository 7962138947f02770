import crypto from 'node:crypto';
import type { CartTotals } from '@vitrine/contracts/cart';

// The cart's arithmetic, pure: integer minor units in, integer minor units out. Prices always
// come from the catalog on the server; nothing the browser sends is a price.

/**
 * A line is one variant personalised one way: the same variant with other text or another
 * picture is a line of its own (spec §3 customisation data stays with its line).
 */
export function lineKeyOf(variantId: string, customText: string | null, imagePath: string | null): string {
  if (!customText && !imagePath) return variantId;
  const digest = crypto
    .createHash('sha256')
    .update(`${customText ?? ''}\u0000${imagePath ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
  return `${variantId}:${digest}`;
}

export interface PricedLine {
  unit_price: number;
  mrp: number;
  quantity: number;
  /** False for a line whose product is no longer sold: it stays visible but is not charged. */
  counted: boolean;
}

export function sumLines(lines: readonly PricedLine[]): { sub_total: number; mrp_total: number } {
  let sub_total = 0;
  let mrp_total = 0;
  for (const line of lines) {
    if (!line.counted) continue;
    sub_total += line.unit_price * line.quantity;
    mrp_total += Math.max(line.mrp, line.unit_price) * line.quantity;
  }
  return { sub_total, mrp_total };
}

/** Sub-total less the discount (never below zero) plus shipping. */
export function cartTotals(sums: { sub_total: number; mrp_total: number }, discount: number, shipping: number): CartTotals {
  const applied = Math.max(0, Math.min(discount, sums.sub_total));
  return { ...sums, discount: applied, shipping, grand_total: sums.sub_total - applied + shipping };
}

/** When a cart last touched `now` expires: settings.cart_expire_days later. */
export function cartExpiry(now: Date, expireDays: number): string {
  return new Date(now.getTime() + expireDays * 24 * 60 * 60 * 1000).toISOString();
}
