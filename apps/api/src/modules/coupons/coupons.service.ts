import crypto from 'node:crypto';
import { CartMessages, type CouponOffer } from '@vitrine/contracts/cart';
import { type AdminCoupon, CouponAdminMessages, type CouponCreateData, type CouponUpdateData, couponRulesIssues } from '@vitrine/contracts/coupon-admin';
import { ErrorCode } from '@vitrine/contracts/envelope';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { nowIso, parseJson } from '../../lib/json.ts';
import { isUniqueViolation } from '../auth/unique-violation.ts';
import { type CouponCheck, type CouponContext, type CouponRecord, evaluateCoupon } from './coupon-rules.ts';
import * as repo from './coupons.repository.ts';

export type { CouponCheck, CouponContext, CouponLine, CouponRecord } from './coupon-rules.ts';

// The owner's coupons (issue 11): what the cart asks (find, check, offers), what order placement
// calls inside its transaction (redeemCoupon), and the admin API's writes.

function rowToCoupon(row: repo.CouponRow): CouponRecord {
  const ids = (text: string | null) => (text === null ? null : parseJson<string[] | null>(text, null));
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    type: row.type,
    value: row.value,
    max_discount: row.max_discount,
    min_order: row.min_order,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    usage_limit: row.usage_limit,
    per_customer_limit: row.per_customer_limit,
    product_ids: ids(row.product_ids),
    category_ids: ids(row.category_ids),
    is_active: Boolean(row.is_active),
    is_listed: Boolean(row.is_listed),
    used_count: row.used_count,
  };
}

/** Shoppers type codes in any case; they are stored upper-case. */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRecord | undefined> {
  const row = await repo.findCouponByCode(db.kysely, code.trim());
  return row && rowToCoupon(row);
}

export async function findCouponById(db: Db, id: string): Promise<CouponRecord | undefined> {
  const row = await repo.findCouponById(db.kysely, id);
  return row && rowToCoupon(row);
}

/** The customer's earlier uses of this coupon (read only when the coupon limits them), then the rules. */
export async function checkCoupon(db: Db, coupon: CouponRecord, ctx: CouponContext): Promise<CouponCheck> {
  const uses = coupon.per_customer_limit !== null && ctx.customerId ? await repo.countCustomerRedemptions(db.kysely, [coupon.id], ctx.customerId) : undefined;
  return evaluateCoupon(coupon, ctx, { customerUses: uses?.get(coupon.id) ?? 0 });
}

/** The coupon popup: listed, active, not ended coupons with what each does for this cart; applicable first, biggest saving first. */
export async function listCouponOffers(db: Db, ctx: CouponContext): Promise<CouponOffer[]> {
  const coupons = (await repo.findListedCoupons(db.kysely, new Date(ctx.now).toISOString())).map(rowToCoupon);
  const limited = coupons.filter((c) => c.per_customer_limit !== null).map((c) => c.id);
  const uses = ctx.customerId ? await repo.countCustomerRedemptions(db.kysely, limited, ctx.customerId) : new Map<string, number>();
  const offers = coupons.map((coupon): CouponOffer => {
    const check = evaluateCoupon(coupon, ctx, { customerUses: uses.get(coupon.id) ?? 0 });
    return {
      code: coupon.code,
      description: coupon.description,
      ends_at: coupon.ends_at,
      applicable: check.ok,
      reason: check.ok ? null : check.message,
      discount: check.ok ? check.discount : 0,
    };
  });
  return offers.sort((a, b) => Number(b.applicable) - Number(a.applicable) || b.discount - a.discount || a.code.localeCompare(b.code));
}

export type RedeemResult = { ok: true } | { ok: false; message: string };

/**
 * Spends one use of a coupon for a cart, inside the caller's transaction (order placement). The
 * conditional UPDATE comes first: it is the atomic guard of usage_limit, and on PostgreSQL it
 * locks the coupon's row until the transaction ends, so the per-customer count read after it sees
 * every earlier redemption of the coupon. A refusal after the UPDATE gives the use back, so a
 * refused call leaves the database as it found it whatever the caller then does.
 *
 * The same cart twice is a success that changes nothing: placing an order is idempotent, and the
 * unique (coupon_id, cart_id) row already counts this cart's use. The coupon's other rules (active,
 * dates, minimum, scope) are the cart's checkCoupon, run by the caller just before.
 */
export async function redeemCoupon(
  db: Kysely<Database>,
  input: { couponId: string; cartId: string; customerId: string | null; now: string },
): Promise<RedeemResult> {
  if (await repo.hasRedemption(db, input.couponId, input.cartId)) return { ok: true };
  const taken = await repo.incrementCouponUse(db, input.couponId);
  if (!taken) {
    const exists = await repo.findCouponById(db, input.couponId);
    return { ok: false, message: exists ? CartMessages.couponExhausted : CartMessages.couponUnknown };
  }
  const refuse = async (message: string): Promise<RedeemResult> => {
    await repo.decrementCouponUse(db, input.couponId);
    return { ok: false, message };
  };
  if (taken.per_customer_limit !== null) {
    if (!input.customerId) return refuse(CartMessages.couponNeedsLogin);
    const uses = await repo.countCustomerRedemptions(db, [input.couponId], input.customerId);
    if ((uses.get(input.couponId) ?? 0) >= taken.per_customer_limit) return refuse(CartMessages.couponUsedUp);
  }
  const row = { id: `cpr_${crypto.randomUUID()}`, coupon_id: input.couponId, cart_id: input.cartId, customer_id: input.customerId, created_at: input.now };
  // A concurrent call for the same cart got there first: its row counts this cart's use.
  if (!(await repo.insertRedemption(db, row))) {
    await repo.decrementCouponUse(db, input.couponId);
  }
  return { ok: true };
}

/**
 * Gives a cancelled order's coupon use back (in the cancel's transaction): the use counts again
 * toward neither the coupon's limit nor the customer's. Once only: the redemption row goes with it.
 */
export async function releaseCoupon(db: Kysely<Database>, couponId: string, cartId: string): Promise<void> {
  if (await repo.deleteRedemption(db, couponId, cartId)) await repo.decrementCouponUse(db, couponId);
}

// --- admin ---------------------------------------------------------------------------------

const duplicateCode = (code: string) =>
  new AppError(ErrorCode.conflict, 409, CouponAdminMessages.duplicateCode(code), { code: [CouponAdminMessages.duplicateCode(code)] });

type CouponFields = Omit<AdminCoupon, 'id' | 'used_count'>;

function toColumns(c: CouponFields) {
  return {
    ...c,
    product_ids: c.product_ids === null ? null : JSON.stringify(c.product_ids),
    category_ids: c.category_ids === null ? null : JSON.stringify(c.category_ids),
    is_active: c.is_active ? 1 : 0,
    is_listed: c.is_listed ? 1 : 0,
  };
}

/** Writes, turning a taken code (checked first, and caught when two writes race) into a 409. */
async function writeUnique(db: Db, code: string, exceptId: string | null, write: () => Promise<unknown>): Promise<void> {
  const holder = await repo.findCouponByCode(db.kysely, code);
  if (holder && holder.id !== exceptId) throw duplicateCode(code);
  try {
    await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateCode(code);
    throw err;
  }
}

export async function listCoupons(db: Db): Promise<AdminCoupon[]> {
  return (await repo.findAllCoupons(db.kysely)).map(rowToCoupon);
}

/** `c` is parsed by the route (couponCreateSchema): left-out fields get their defaults here. */
export async function createCoupon(db: Db, c: CouponCreateData): Promise<AdminCoupon> {
  const fields: CouponFields = {
    code: c.code,
    description: c.description ?? '',
    type: c.type,
    value: c.value,
    max_discount: c.max_discount ?? null,
    min_order: c.min_order ?? 0,
    starts_at: c.starts_at ?? null,
    ends_at: c.ends_at ?? null,
    usage_limit: c.usage_limit ?? null,
    per_customer_limit: c.per_customer_limit ?? null,
    product_ids: c.product_ids ?? null,
    category_ids: c.category_ids ?? null,
    is_active: c.is_active ?? true,
    is_listed: c.is_listed ?? true,
  };
  const id = `cpn_${crypto.randomUUID()}`;
  await writeUnique(db, fields.code, null, () => repo.insertCoupon(db.kysely, { id, ...toColumns(fields), used_count: 0, created_at: nowIso() }));
  return { id, ...fields, used_count: 0 };
}

/** `changes` is parsed by the route (couponUpdateSchema); the merged coupon must pass the cross-field rules. */
export async function updateCoupon(db: Db, id: string, changes: CouponUpdateData): Promise<AdminCoupon> {
  const existing = await findCouponById(db, id);
  if (!existing) throw notFound(CouponAdminMessages.notFound);
  const merged: AdminCoupon = { ...existing, ...changes };
  const issues = couponRulesIssues(merged);
  if (issues.length > 0) throw badRequest(issues[0][1], Object.fromEntries(issues.map(([field, message]) => [field, [message]])));
  const { id: _id, used_count: _used, ...fields } = merged;
  await writeUnique(db, merged.code, id, () => repo.updateCoupon(db.kysely, id, toColumns(fields)));
  return (await findCouponById(db, id)) ?? merged;
}

export async function deleteCoupon(db: Db, id: string): Promise<{ id: string }> {
  if ((await repo.deleteCoupon(db.kysely, id)) === 0) throw notFound(CouponAdminMessages.notFound);
  return { id };
}
