import { CartMessages, couponMinOrderMessage } from '@vitrine/contracts/cart';
import { describe, expect, it } from 'vitest';
import { type CouponContext, type CouponRecord, couponDiscount, eligibleLines, evaluateCoupon } from './coupon-rules.ts';

const NOW = '2025-06-01T08:00:00.000Z';
const coupon = (over: Partial<CouponRecord> = {}): CouponRecord => ({
  id: 'cpn_test',
  code: 'TEST',
  description: '',
  type: 'percentage',
  value: 10,
  max_discount: null,
  min_order: 0,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_customer_limit: null,
  product_ids: null,
  category_ids: null,
  is_active: true,
  is_listed: true,
  used_count: 0,
  ...over,
});
const lines = [
  { product_id: 'p1', category_id: 'cat_a', line_total: 10_000 },
  { product_id: 'p2', category_id: 'cat_b', line_total: 5_000 },
  { product_id: 'p3', category_id: null, line_total: 2_500 },
];
const ctx = (over: Partial<CouponContext> = {}): CouponContext => ({ lines, sub_total: 17_500, now: NOW, customerId: null, currency: 'INR', ...over });
const none = { customerUses: 0 };
const refused = (message: string) => ({ ok: false, message });

describe('evaluateCoupon: the refusals, in order', () => {
  it('an inactive coupon is unknown (before every other rule)', () => {
    expect(evaluateCoupon(coupon({ is_active: false, ends_at: '2000-01-01T00:00:00Z' }), ctx(), none)).toEqual(refused(CartMessages.couponUnknown));
  });

  it('a coupon that starts later is not active yet; one starting now applies', () => {
    expect(evaluateCoupon(coupon({ starts_at: '2025-06-01T08:00:01.000Z' }), ctx(), none)).toEqual(refused(CartMessages.couponNotStarted));
    expect(evaluateCoupon(coupon({ starts_at: NOW }), ctx(), none).ok).toBe(true);
    // Times with another zone compare as instants.
    expect(evaluateCoupon(coupon({ starts_at: '2025-06-01T13:00:00+05:30' }), ctx(), none).ok).toBe(true);
  });

  it('a coupon whose end has come has expired', () => {
    expect(evaluateCoupon(coupon({ ends_at: NOW }), ctx(), none)).toEqual(refused(CartMessages.couponExpired));
    expect(evaluateCoupon(coupon({ ends_at: '2025-05-31T08:00:00.000Z' }), ctx(), none)).toEqual(refused(CartMessages.couponExpired));
    expect(evaluateCoupon(coupon({ ends_at: '2025-06-01T08:00:00.001Z' }), ctx(), none).ok).toBe(true);
  });

  it('a coupon used as often as its limit is fully used', () => {
    expect(evaluateCoupon(coupon({ usage_limit: 5, used_count: 5 }), ctx(), none)).toEqual(refused(CartMessages.couponExhausted));
    expect(evaluateCoupon(coupon({ usage_limit: 5, used_count: 6 }), ctx(), none)).toEqual(refused(CartMessages.couponExhausted));
    expect(evaluateCoupon(coupon({ usage_limit: 5, used_count: 4 }), ctx(), none).ok).toBe(true);
  });

  it('a per-customer limit needs a signed-in customer, then counts their uses', () => {
    const limited = coupon({ per_customer_limit: 2 });
    expect(evaluateCoupon(limited, ctx(), none)).toEqual(refused(CartMessages.couponNeedsLogin));
    expect(evaluateCoupon(limited, ctx({ customerId: 'cus_1' }), { customerUses: 2 })).toEqual(refused(CartMessages.couponUsedUp));
    expect(evaluateCoupon(limited, ctx({ customerId: 'cus_1' }), { customerUses: 1 }).ok).toBe(true);
    // Without a per-customer limit a guest is fine and past uses do not matter.
    expect(evaluateCoupon(coupon(), ctx(), { customerUses: 99 }).ok).toBe(true);
  });

  it('a coupon that covers no line of the cart does not apply (an empty cart neither)', () => {
    expect(evaluateCoupon(coupon({ product_ids: ['p9'] }), ctx(), none)).toEqual(refused(CartMessages.couponNotApplicable));
    expect(evaluateCoupon(coupon({ category_ids: ['cat_z'] }), ctx(), none)).toEqual(refused(CartMessages.couponNotApplicable));
    expect(evaluateCoupon(coupon(), ctx({ lines: [], sub_total: 0 }), none)).toEqual(refused(CartMessages.couponNotApplicable));
  });

  it('the whole cart must reach the minimum order, with the minimum in the message', () => {
    const min = coupon({ min_order: 99_900 });
    expect(evaluateCoupon(min, ctx({ sub_total: 99_899 }), none)).toEqual(refused(couponMinOrderMessage(99_900, 'INR')));
    expect(couponMinOrderMessage(99_900, 'INR')).toMatch(/999/);
    expect(evaluateCoupon(min, ctx({ sub_total: 99_900 }), none).ok).toBe(true);
    // The minimum is the whole cart's, even when the coupon covers only part of it.
    expect(evaluateCoupon(coupon({ min_order: 15_000, product_ids: ['p2'] }), ctx(), none)).toEqual({ ok: true, discount: 500 });
  });

  it('speaks the first failing rule when several fail', () => {
    const everything = coupon({ starts_at: '2030-01-01T00:00:00Z', usage_limit: 1, used_count: 1, per_customer_limit: 1, product_ids: ['p9'], min_order: 1e9 });
    expect(evaluateCoupon(everything, ctx(), none)).toEqual(refused(CartMessages.couponNotStarted));
    expect(evaluateCoupon({ ...everything, starts_at: null }, ctx(), none)).toEqual(refused(CartMessages.couponExhausted));
    expect(evaluateCoupon({ ...everything, starts_at: null, usage_limit: null }, ctx(), none)).toEqual(refused(CartMessages.couponNeedsLogin));
    expect(evaluateCoupon({ ...everything, starts_at: null, usage_limit: null, per_customer_limit: null }, ctx(), none)).toEqual(
      refused(CartMessages.couponNotApplicable),
    );
  });
});

describe('eligibleLines', () => {
  it('covers every line without a scope, by product or by category otherwise (either matches)', () => {
    expect(eligibleLines(coupon(), lines)).toEqual(lines);
    expect(eligibleLines(coupon({ product_ids: ['p1', 'p3'] }), lines).map((l) => l.product_id)).toEqual(['p1', 'p3']);
    expect(eligibleLines(coupon({ category_ids: ['cat_b'] }), lines).map((l) => l.product_id)).toEqual(['p2']);
    expect(eligibleLines(coupon({ product_ids: ['p3'], category_ids: ['cat_a'] }), lines).map((l) => l.product_id)).toEqual(['p1', 'p3']);
  });

  it('never matches a line without a category to a category scope', () => {
    expect(eligibleLines(coupon({ product_ids: [], category_ids: [] }), lines)).toEqual([]);
    expect(eligibleLines(coupon({ category_ids: ['cat_a'] }), [{ product_id: 'p3', category_id: null, line_total: 1 }])).toEqual([]);
  });
});

describe('the discount', () => {
  it('takes a percentage of the covered lines only, rounded down to whole minor units', () => {
    expect(evaluateCoupon(coupon({ value: 10 }), ctx(), none)).toEqual({ ok: true, discount: 1_750 });
    expect(evaluateCoupon(coupon({ value: 15, category_ids: ['cat_a'] }), ctx(), none)).toEqual({ ok: true, discount: 1_500 });
    expect(couponDiscount(coupon({ value: 15 }), 999)).toBe(149); // 149.85
    expect(couponDiscount(coupon({ value: 33 }), 1)).toBe(0); // 0.33
    expect(couponDiscount(coupon({ value: 7 }), 14_299)).toBe(1_000); // 1000.93
  });

  it('caps a percentage at max_discount', () => {
    expect(couponDiscount(coupon({ value: 10, max_discount: 50_000 }), 1_000_000)).toBe(50_000);
    expect(couponDiscount(coupon({ value: 10, max_discount: 50_000 }), 400_000)).toBe(40_000);
  });

  it('gives a fixed amount, never more than the covered lines cost', () => {
    expect(couponDiscount(coupon({ type: 'fixed', value: 20_000 }), 249_900)).toBe(20_000);
    expect(couponDiscount(coupon({ type: 'fixed', value: 20_000 }), 15_000)).toBe(15_000);
    expect(evaluateCoupon(coupon({ type: 'fixed', value: 20_000, product_ids: ['p3'] }), ctx(), none)).toEqual({ ok: true, discount: 2_500 });
    // max_discount is a percentage's cap only.
    expect(couponDiscount(coupon({ type: 'fixed', value: 20_000, max_discount: 100 }), 30_000)).toBe(20_000);
  });

  it('a 100% coupon takes exactly the covered total, and a covered total of 0 gives 0', () => {
    expect(couponDiscount(coupon({ value: 100 }), 17_500)).toBe(17_500);
    expect(couponDiscount(coupon({ value: 100 }), 0)).toBe(0);
    expect(couponDiscount(coupon({ type: 'fixed', value: 500 }), 0)).toBe(0);
  });
});
