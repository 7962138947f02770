import { CartMessages, couponMinOrderMessage } from '@vitrine/contracts/cart';
import type { AdminCoupon } from '@vitrine/contracts/coupon-admin';

// Whether a coupon applies to a cart and what it takes off: pure, no database. The order of the
// checks is the order of the messages a shopper sees (the first failing rule speaks). The types
// live here (coupons.service.ts re-exports them) so the service imports the rules, not the reverse.

/** One cart line as a coupon sees it; line_total is the current price x quantity, minor units. */
export interface CouponLine {
  product_id: string;
  category_id: string | null;
  line_total: number;
}
export interface CouponContext {
  lines: CouponLine[];
  /** The whole cart at current prices, minor units (min_order compares with this). */
  sub_total: number;
  /** ISO time the rules run at. */
  now: string;
  customerId: string | null;
  currency: string;
}
export type CouponCheck = { ok: true; discount: number } | { ok: false; message: string };
/** A stored coupon: the admin API's shape (used_count included). */
export type CouponRecord = AdminCoupon;

const refuse = (message: string): CouponCheck => ({ ok: false, message });

/** The lines a coupon covers: by product or by category (either matches); no scope covers every line. */
export function eligibleLines(coupon: Pick<CouponRecord, 'product_ids' | 'category_ids'>, lines: CouponLine[]): CouponLine[] {
  if (coupon.product_ids === null && coupon.category_ids === null) return lines;
  const products = new Set(coupon.product_ids ?? []);
  const categories = new Set(coupon.category_ids ?? []);
  return lines.filter((line) => products.has(line.product_id) || (line.category_id !== null && categories.has(line.category_id)));
}

/** Integer minor units, never above what the covered lines cost: percentages round down, then the cap. */
export function couponDiscount(coupon: Pick<CouponRecord, 'type' | 'value' | 'max_discount'>, eligibleTotal: number): number {
  const total = Math.max(0, Math.trunc(eligibleTotal));
  const raw = coupon.type === 'percentage' ? Math.floor((total * coupon.value) / 100) : coupon.value;
  const capped = coupon.type === 'percentage' && coupon.max_discount !== null ? Math.min(raw, coupon.max_discount) : raw;
  return Math.max(0, Math.min(capped, total));
}

export function evaluateCoupon(coupon: CouponRecord, ctx: CouponContext, usage: { customerUses: number }): CouponCheck {
  const now = Date.parse(ctx.now);
  if (!coupon.is_active) return refuse(CartMessages.couponUnknown);
  if (coupon.starts_at !== null && Date.parse(coupon.starts_at) > now) return refuse(CartMessages.couponNotStarted);
  if (coupon.ends_at !== null && Date.parse(coupon.ends_at) <= now) return refuse(CartMessages.couponExpired);
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) return refuse(CartMessages.couponExhausted);
  if (coupon.per_customer_limit !== null) {
    if (!ctx.customerId) return refuse(CartMessages.couponNeedsLogin);
    if (usage.customerUses >= coupon.per_customer_limit) return refuse(CartMessages.couponUsedUp);
  }
  const lines = eligibleLines(coupon, ctx.lines);
  if (lines.length === 0) return refuse(CartMessages.couponNotApplicable);
  if (ctx.sub_total < coupon.min_order) return refuse(couponMinOrderMessage(coupon.min_order, ctx.currency));
  const eligibleTotal = lines.reduce((sum, line) => sum + line.line_total, 0);
  return { ok: true, discount: couponDiscount(coupon, eligibleTotal) };
}
