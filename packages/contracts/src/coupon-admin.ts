import { z } from 'zod';
import { Messages } from './messages.ts';

// Owner-side coupon writes (admin API, issue 11). Money is integer minor units; a percentage is
// whole percent. The same object schema reads a create (POST) and, made partial, a change (PUT):
// the server merges a change into the stored coupon and checks the whole again with
// couponRulesIssues, so a change can never leave an inconsistent coupon behind.

export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
/** Most products or categories one coupon may be limited to. */
export const MAX_COUPON_SCOPE_IDS = 200;
/** The largest amount (minor units) an owner may type: ₹10 crore, far below 2^31. */
export const MAX_ADMIN_MONEY = 1_000_000_000;

export const CouponAdminMessages = {
  created: 'Coupon created',
  saved: 'Coupon saved',
  deleted: 'Coupon deleted',
  listed: 'Coupons',
  notFound: 'Coupon not found',
  duplicateCode: (code: string) => `A coupon with the code ${code} already exists`,
  code: 'Use 3 to 30 letters, digits, dashes or underscores',
  percentage: 'A percentage must be a whole number from 1 to 100',
  fixed: 'A fixed discount must be a whole amount of 1 or more (minor units)',
  maxDiscountFixed: 'A maximum discount applies to percentage coupons only',
  date: 'Use an ISO 8601 date and time, e.g. 2025-06-01T00:00:00Z',
  endsBeforeStart: 'The end must be after the start',
  positiveInt: 'Use a whole number of 1 or more',
  money: 'Use a whole amount in minor units (0 or more)',
} as const;

const wholeNumber = (min: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(MAX_ADMIN_MONEY, Messages.fieldNotValid);

/** An ISO 8601 date-time with a zone; stored as UTC (`toISOString`) so stored times compare as text. */
const isoDateTime = z.iso
  .datetime({ offset: true, error: CouponAdminMessages.date })
  .transform((value) => new Date(value).toISOString())
  .nullable();

const scopeIds = z
  .array(z.string({ error: Messages.fieldNotValid }).trim().min(1, Messages.fieldRequired).max(100, Messages.maxLength(100)), {
    error: Messages.fieldNotValid,
  })
  .min(1, Messages.fieldRequired)
  .max(MAX_COUPON_SCOPE_IDS, Messages.fieldNotValid)
  .nullable();

/** Every field of a coupon the owner writes; no defaults here, so `.partial()` changes only what it names. */
export const couponFieldsSchema = z
  .object({
    code: z.string({ error: CouponAdminMessages.code }).trim().toUpperCase().regex(COUPON_CODE_PATTERN, CouponAdminMessages.code),
    description: z.string({ error: Messages.fieldNotValid }).trim().max(500, Messages.maxLength(500)),
    type: z.enum(['percentage', 'fixed'], { error: Messages.fieldNotValid }),
    value: wholeNumber(1, CouponAdminMessages.positiveInt),
    max_discount: wholeNumber(1, CouponAdminMessages.positiveInt).nullable(),
    min_order: wholeNumber(0, CouponAdminMessages.money),
    starts_at: isoDateTime,
    ends_at: isoDateTime,
    usage_limit: wholeNumber(1, CouponAdminMessages.positiveInt).nullable(),
    per_customer_limit: wholeNumber(1, CouponAdminMessages.positiveInt).nullable(),
    product_ids: scopeIds,
    category_ids: scopeIds,
    is_active: z.boolean({ error: Messages.fieldNotValid }),
    is_listed: z.boolean({ error: Messages.fieldNotValid }),
  })
  .strict();

type CouponFields = z.output<typeof couponFieldsSchema>;
type CouponRuleFields = Pick<CouponFields, 'type' | 'value'> & Partial<Pick<CouponFields, 'max_discount' | 'starts_at' | 'ends_at'>>;

/** The rules across fields, as [field, message] pairs: the value fits the type, the end follows the start. */
export function couponRulesIssues(c: CouponRuleFields): [keyof CouponFields, string][] {
  const issues: [keyof CouponFields, string][] = [];
  if (c.type === 'percentage' && c.value > 100) issues.push(['value', CouponAdminMessages.percentage]);
  if (c.type === 'fixed' && c.max_discount != null) issues.push(['max_discount', CouponAdminMessages.maxDiscountFixed]);
  if (c.starts_at && c.ends_at && c.ends_at <= c.starts_at) issues.push(['ends_at', CouponAdminMessages.endsBeforeStart]);
  return issues;
}

/** POST /api/admin/coupons. Left out: description '', min_order 0, no dates, limits or scope, active and listed. */
export const couponCreateSchema = couponFieldsSchema
  .partial({
    description: true,
    max_discount: true,
    min_order: true,
    starts_at: true,
    ends_at: true,
    usage_limit: true,
    per_customer_limit: true,
    product_ids: true,
    category_ids: true,
    is_active: true,
    is_listed: true,
  })
  .superRefine((coupon, ctx) => {
    for (const [field, message] of couponRulesIssues(coupon)) ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type CouponCreate = z.input<typeof couponCreateSchema>;
export type CouponCreateData = z.output<typeof couponCreateSchema>;

/** PUT /api/admin/coupons/:id: any subset of the fields (null clears an optional one). */
export const couponUpdateSchema = couponFieldsSchema.partial();
export type CouponUpdate = z.input<typeof couponUpdateSchema>;
export type CouponUpdateData = z.output<typeof couponUpdateSchema>;

/** PUT and DELETE /api/admin/coupons/:id: the coupon's id. */
export const couponIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** A coupon as the admin API answers it. */
export interface AdminCoupon {
  id: string;
  code: string;
  description: string;
  type: 'percentage' | 'fixed';
  value: number;
  max_discount: number | null;
  min_order: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  product_ids: string[] | null;
  category_ids: string[] | null;
  is_active: boolean;
  is_listed: boolean;
  /** Orders that used it (kept by the order transaction, never written by the admin API). */
  used_count: number;
}
