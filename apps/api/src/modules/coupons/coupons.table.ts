import type { Generated } from 'kysely';

/** An owner's coupon (migration 011). Money is minor units; a percentage is whole percent. */
export interface CouponsTable {
  id: string;
  /** Upper-case; shoppers may type it in any case. */
  code: string;
  description: string;
  type: 'percentage' | 'fixed';
  value: number;
  max_discount: number | null;
  min_order: Generated<number>;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  product_ids: string | null; // JSON string[]
  category_ids: string | null; // JSON string[]
  is_active: Generated<number>;
  /** Listed in the coupon popup; an unlisted code still works when typed. */
  is_listed: Generated<number>;
  /** Kept equal to the redemption rows by the conditional update that adds one. */
  used_count: Generated<number>;
  created_at: string;
}

/** One use of a coupon by one cart (and its customer, when signed in). */
export interface CouponRedemptionsTable {
  id: string;
  coupon_id: string;
  customer_id: string | null;
  cart_id: string;
  created_at: string;
}

export interface CouponTables {
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
}
