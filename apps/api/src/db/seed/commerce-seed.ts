import type { Insertable } from 'kysely';
import type { CouponsTable } from '../../modules/coupons/coupons.table.ts';
import type { ShippingMethodsTable } from '../../modules/shipping/shipping.table.ts';

// The demo store's shipping methods and coupons (issue 11). Money is minor units (paise).

export interface CommerceSeed {
  shippingMethods: Insertable<ShippingMethodsTable>[];
  coupons: Insertable<CouponsTable>[];
}

/** The category the CUSHIONS15 coupon is limited to (a real demo category: Living › Cushions & Throws). */
export const DEMO_COUPON_CATEGORY_ID = 'cat_cushions-throws';
const DAY_MS = 24 * 60 * 60 * 1000;

export function buildCommerce(now: Date): CommerceSeed {
  const createdAt = now.toISOString();
  const coupon = (row: Omit<Insertable<CouponsTable>, 'created_at'>): Insertable<CouponsTable> => ({
    max_discount: null,
    min_order: 0,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    per_customer_limit: null,
    product_ids: null,
    category_ids: null,
    is_active: 1,
    is_listed: 1,
    used_count: 0,
    ...row,
    created_at: createdAt,
  });
  return {
    shippingMethods: [
      {
        id: 'shp_standard',
        name: 'Standard delivery',
        description: 'Delivered in 3–7 working days. Free on orders of ₹999 or more.',
        charge: 4900,
        free_over: 99900,
        serviceable_only: 0,
        position: 1,
        is_active: 1,
      },
      {
        id: 'shp_express',
        name: 'Express delivery',
        description: 'Delivered in 1–3 working days to the pincodes we serve directly.',
        charge: 14900,
        free_over: null,
        serviceable_only: 1,
        position: 2,
        is_active: 1,
      },
    ],
    coupons: [
      coupon({
        id: 'cpn_welcome10',
        code: 'WELCOME10',
        description: '10% off your order of ₹999 or more, up to ₹500',
        type: 'percentage',
        value: 10,
        max_discount: 50000,
        min_order: 99900,
      }),
      coupon({ id: 'cpn_flat200', code: 'FLAT200', description: '₹200 off orders of ₹2,499 or more', type: 'fixed', value: 20000, min_order: 249900 }),
      coupon({
        id: 'cpn_cushions15',
        code: 'CUSHIONS15',
        description: '15% off cushions and throws',
        type: 'percentage',
        value: 15,
        category_ids: JSON.stringify([DEMO_COUPON_CATEGORY_ID]),
      }),
      coupon({
        id: 'cpn_expired',
        code: 'EXPIRED',
        description: 'A past festive offer (ended)',
        type: 'percentage',
        value: 20,
        starts_at: new Date(now.getTime() - 31 * DAY_MS).toISOString(),
        ends_at: new Date(now.getTime() - DAY_MS).toISOString(),
        is_listed: 0,
      }),
    ],
  };
}
