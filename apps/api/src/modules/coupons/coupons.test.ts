import { CartMessages, couponMinOrderMessage } from '@vitrine/contracts/cart';
import { CouponAdminMessages } from '@vitrine/contracts/coupon-admin';
import { Messages } from '@vitrine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { DEMO_COUPON_CATEGORY_ID } from '../../db/seed/commerce-seed.ts';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { type CouponContext, checkCoupon, findCouponByCode, findCouponById, listCouponOffers, redeemCoupon } from './coupons.service.ts';

const SEEDED = ['CUSHIONS15', 'EXPIRED', 'FLAT200', 'WELCOME10'];

describeEachDatabase('coupons', (dialect) => {
  const t = useTestApp(dialect);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = t.adminHeaders) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = async (body: Record<string, unknown>) => expectSuccess(await call('POST', '/api/admin/coupons', { is_listed: false, ...body }));
  const cart = (over: Partial<CouponContext> = {}): CouponContext => ({
    lines: [
      { product_id: 'prd_cushion', category_id: DEMO_COUPON_CATEGORY_ID, line_total: 60_000 },
      { product_id: 'prd_lamp', category_id: 'cat_lighting', line_total: 90_000 },
    ],
    sub_total: 150_000,
    now: new Date().toISOString(),
    customerId: null,
    currency: 'INR',
    ...over,
  });

  describe('the seeded coupons', () => {
    it('are found by code in any case, and by id', async () => {
      const welcome = await findCouponByCode(t.db, ' welcome10 ');
      expect(welcome).toMatchObject({ id: 'cpn_welcome10', code: 'WELCOME10', type: 'percentage', value: 10, max_discount: 50_000, min_order: 99_900 });
      expect(await findCouponById(t.db, 'cpn_flat200')).toMatchObject({ code: 'FLAT200', type: 'fixed', value: 20_000, min_order: 249_900 });
      expect(await findCouponByCode(t.db, 'NOPE')).toBeUndefined();
    });

    it('are checked against a cart: percentage, minimum order, category scope, expiry', async () => {
      const check = async (code: string, over?: Partial<CouponContext>) => checkCoupon(t.db, (await findCouponByCode(t.db, code))!, cart(over));
      expect(await check('WELCOME10')).toEqual({ ok: true, discount: 15_000 });
      expect(await check('WELCOME10', { sub_total: 99_899 })).toEqual({ ok: false, message: couponMinOrderMessage(99_900, 'INR') });
      expect(await check('FLAT200')).toEqual({ ok: false, message: couponMinOrderMessage(249_900, 'INR') });
      expect(await check('FLAT200', { sub_total: 249_900 })).toEqual({ ok: true, discount: 20_000 });
      expect(await check('CUSHIONS15')).toEqual({ ok: true, discount: 9_000 });
      expect(await check('CUSHIONS15', { lines: [{ product_id: 'x', category_id: 'cat_lighting', line_total: 5_000 }] })).toEqual({
        ok: false,
        message: CartMessages.couponNotApplicable,
      });
      expect(await check('EXPIRED')).toEqual({ ok: false, message: CartMessages.couponExpired });
    });

    it('are offered in the popup when listed and not ended, applicable first and biggest saving first', async () => {
      const offers = (await listCouponOffers(t.db, cart())).filter((o) => SEEDED.includes(o.code));
      expect(offers).toEqual([
        { code: 'WELCOME10', description: expect.any(String), ends_at: null, applicable: true, reason: null, discount: 15_000 },
        { code: 'CUSHIONS15', description: expect.any(String), ends_at: null, applicable: true, reason: null, discount: 9_000 },
        { code: 'FLAT200', description: expect.any(String), ends_at: null, applicable: false, reason: couponMinOrderMessage(249_900, 'INR'), discount: 0 },
      ]);
      const small = (await listCouponOffers(t.db, cart({ lines: [], sub_total: 0 }))).filter((o) => SEEDED.includes(o.code));
      expect(small.every((o) => !o.applicable && o.discount === 0)).toBe(true);
    });

    it('offer a per-customer coupon to a customer until they used it up', async () => {
      const coupon = await create({ code: 'ONCEEACH', type: 'fixed', value: 1_000, per_customer_limit: 1, is_listed: true });
      const find = async (customerId: string | null) => (await listCouponOffers(t.db, cart({ customerId }))).find((o) => o.code === 'ONCEEACH');
      expect(await find(null)).toMatchObject({ applicable: false, reason: CartMessages.couponNeedsLogin });
      expect(await find('cus_offer')).toMatchObject({ applicable: true, discount: 1_000 });
      expect(
        await t.db.kysely
          .transaction()
          .execute((trx) => redeemCoupon(trx, { couponId: coupon.id, cartId: 'crt_offer', customerId: 'cus_offer', now: new Date().toISOString() })),
      ).toEqual({ ok: true });
      expect(await find('cus_offer')).toMatchObject({ applicable: false, reason: CartMessages.couponUsedUp });
      expect(await find('cus_other')).toMatchObject({ applicable: true });
      expectSuccess(await call('DELETE', `/api/admin/coupons/${coupon.id}`));
    });
  });

  describe('redeemCoupon', () => {
    const now = () => new Date().toISOString();
    const usage = async (couponId: string) => {
      const coupon = await findCouponById(t.db, couponId);
      const rows = await t.db.kysely.selectFrom('coupon_redemptions').selectAll().where('coupon_id', '=', couponId).execute();
      return { used_count: coupon?.used_count, rows: rows.length };
    };
    const redeem = (couponId: string, cartId: string, customerId: string | null = null) =>
      t.db.kysely.transaction().execute((trx) => redeemCoupon(trx, { couponId, cartId, customerId, now: now() }));

    it('spends a limit of 1 exactly once under 50 parallel orders', async () => {
      const coupon = await create({ code: 'ONLYONE', type: 'fixed', value: 500, usage_limit: 1 });
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => redeem(coupon.id, `crt_race_${i}`)));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual(Array(49).fill({ ok: false, message: CartMessages.couponExhausted }));
      expect(await usage(coupon.id)).toEqual({ used_count: 1, rows: 1 });
    });

    it('counts every one of 50 parallel orders when the limit allows them', async () => {
      const coupon = await create({ code: 'MANY', type: 'fixed', value: 500, usage_limit: 60 });
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => redeem(coupon.id, `crt_many_${i}`)));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(await usage(coupon.id)).toEqual({ used_count: 50, rows: 50 });
    });

    it('treats the same cart again as done: no second use, in sequence or in parallel', async () => {
      const coupon = await create({ code: 'SAMECART', type: 'fixed', value: 500, usage_limit: 10 });
      expect(await redeem(coupon.id, 'crt_same')).toEqual({ ok: true });
      expect(await redeem(coupon.id, 'crt_same')).toEqual({ ok: true });
      expect(await Promise.all(Array.from({ length: 10 }, () => redeem(coupon.id, 'crt_same_parallel')))).toEqual(Array(10).fill({ ok: true }));
      expect(await usage(coupon.id)).toEqual({ used_count: 2, rows: 2 });
    });

    it('holds the per-customer limit, also under parallel orders, and gives the use back on a refusal', async () => {
      const coupon = await create({ code: 'PERCUST', type: 'fixed', value: 500, per_customer_limit: 1, usage_limit: 100 });
      expect(await redeem(coupon.id, 'crt_guest', null)).toEqual({ ok: false, message: CartMessages.couponNeedsLogin });
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem(coupon.id, `crt_pc_${i}`, 'cus_pc')));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.message === CartMessages.couponUsedUp)).toBe(true);
      expect(await redeem(coupon.id, 'crt_pc_other', 'cus_pc_other')).toEqual({ ok: true });
      expect(await usage(coupon.id)).toEqual({ used_count: 2, rows: 2 });
    });

    it('refuses an unknown coupon', async () => {
      expect(await redeem('cpn_missing', 'crt_x')).toEqual({ ok: false, message: CartMessages.couponUnknown });
    });
  });

  describe('the admin API', () => {
    const ROUTES: [string, string][] = [
      ['GET', '/api/admin/coupons'],
      ['POST', '/api/admin/coupons'],
      ['PUT', '/api/admin/coupons/cpn_welcome10'],
      ['DELETE', '/api/admin/coupons/cpn_welcome10'],
    ];

    it('needs the admin token: none or a wrong one is a 401 and changes nothing', async () => {
      for (const [method, url] of ROUTES) {
        const payload = method === 'GET' || method === 'DELETE' ? undefined : { code: 'HIJACK', type: 'fixed', value: 1 };
        expectError(await call(method as 'GET', url, payload, {}), 401, Messages.invalidAdminToken, 'UNAUTHORIZED');
        expectError(await call(method as 'GET', url, payload, { authorization: 'Bearer wrong-token-0123456789' }), 401);
      }
      expect(await findCouponById(t.db, 'cpn_welcome10')).toMatchObject({ code: 'WELCOME10', value: 10 });
      expect(await findCouponByCode(t.db, 'HIJACK')).toBeUndefined();
    });

    it('lists the coupons by code', async () => {
      const list = expectSuccess<{ code: string }[]>(await call('GET', '/api/admin/coupons'));
      expect(list.map((c) => c.code)).toEqual(expect.arrayContaining(SEEDED));
      expect(list.map((c) => c.code)).toEqual([...list.map((c) => c.code)].sort());
    });

    it('creates, changes and deletes a coupon', async () => {
      const body = {
        code: 'summer-25',
        description: 'Summer sale',
        type: 'percentage',
        value: 25,
        max_discount: 100_000,
        min_order: 50_000,
        starts_at: '2025-06-01T05:30:00+05:30',
        ends_at: '2099-07-01T00:00:00Z',
        usage_limit: 100,
        per_customer_limit: 2,
        category_ids: [DEMO_COUPON_CATEGORY_ID],
      };
      const created = expectSuccess(await call('POST', '/api/admin/coupons', body));
      expect(created).toEqual({
        ...body,
        id: expect.stringMatching(/^cpn_/),
        code: 'SUMMER-25',
        starts_at: '2025-06-01T00:00:00.000Z',
        ends_at: '2099-07-01T00:00:00.000Z',
        product_ids: null,
        is_active: true,
        is_listed: true,
        used_count: 0,
      });
      expect(await findCouponById(t.db, created.id)).toEqual(created);

      const changed = expectSuccess(await call('PUT', `/api/admin/coupons/${created.id}`, { value: 30, ends_at: null, is_listed: false }));
      expect(changed).toEqual({ ...created, value: 30, ends_at: null, is_listed: false });
      expect(await findCouponByCode(t.db, 'summer-25')).toEqual(changed);

      expect(expectSuccess(await call('DELETE', `/api/admin/coupons/${created.id}`))).toEqual({ id: created.id });
      expect(await findCouponById(t.db, created.id)).toBeUndefined();
    });

    it('refuses a code already taken with a 409, whatever its case', async () => {
      const message = CouponAdminMessages.duplicateCode('WELCOME10');
      expectError(await call('POST', '/api/admin/coupons', { code: 'welcome10', type: 'fixed', value: 100 }), 409, message, 'CONFLICT');
      const own = await create({ code: 'RENAMEME', type: 'fixed', value: 100 });
      expectError(await call('PUT', `/api/admin/coupons/${own.id}`, { code: 'Welcome10' }), 409, message, 'CONFLICT');
      // Its own code again is no clash.
      expect(expectSuccess(await call('PUT', `/api/admin/coupons/${own.id}`, { code: 'renameme', value: 200 }))).toMatchObject({
        code: 'RENAMEME',
        value: 200,
      });
      expectSuccess(await call('DELETE', `/api/admin/coupons/${own.id}`));
    });

    it('refuses bad bodies with 422 field errors', async () => {
      const ok = { code: 'GOOD', type: 'percentage', value: 10 };
      const post = (over: Record<string, unknown>) => call('POST', '/api/admin/coupons', { ...ok, ...over });
      expect(expectFieldError(await post({ code: 'ab' }), 'code')).toEqual([CouponAdminMessages.code]);
      expectFieldError(await post({ code: 'has space' }), 'code');
      expectFieldError(await post({ code: 'X'.repeat(31) }), 'code');
      expectFieldError(await post({ code: undefined }), 'code');
      expect(expectFieldError(await post({ value: 101 }), 'value')).toEqual([CouponAdminMessages.percentage]);
      expectFieldError(await post({ value: 0 }), 'value');
      expectFieldError(await post({ value: 12.5 }), 'value');
      expectFieldError(await post({ type: 'fixed', value: 0 }), 'value');
      expectFieldError(await post({ type: 'fixed', value: -100 }), 'value');
      expect(expectFieldError(await post({ type: 'fixed', value: 100, max_discount: 50 }), 'max_discount')).toEqual([CouponAdminMessages.maxDiscountFixed]);
      expectFieldError(await post({ type: 'bogo' }), 'type');
      expect(expectFieldError(await post({ starts_at: '2025-06-01' }), 'starts_at')).toEqual([CouponAdminMessages.date]);
      expectFieldError(await post({ ends_at: 'tomorrow' }), 'ends_at');
      expect(expectFieldError(await post({ starts_at: '2025-06-02T00:00:00Z', ends_at: '2025-06-01T00:00:00Z' }), 'ends_at')).toEqual([
        CouponAdminMessages.endsBeforeStart,
      ]);
      expectFieldError(await post({ usage_limit: 0 }), 'usage_limit');
      expectFieldError(await post({ per_customer_limit: 1.5 }), 'per_customer_limit');
      expectFieldError(await post({ min_order: -1 }), 'min_order');
      expectFieldError(await post({ min_order: '100' }), 'min_order');
      expectFieldError(await post({ product_ids: [] }), 'product_ids');
      expectFieldError(await post({ category_ids: Array(201).fill('cat_x') }), 'category_ids');
      expectError(await post({ used_count: 5 }), 422, undefined, 'VALIDATION_FAILED');
      expect(await findCouponByCode(t.db, 'GOOD')).toBeUndefined();
    });

    it('checks a change merged with the stored coupon, and answers 404 for an unknown id', async () => {
      const fixed = await create({ code: 'FIXED500', type: 'fixed', value: 50_000, starts_at: '2025-01-10T00:00:00Z' });
      expectFieldError(await call('PUT', `/api/admin/coupons/${fixed.id}`, { type: 'percentage' }), 'value');
      expectFieldError(await call('PUT', `/api/admin/coupons/${fixed.id}`, { ends_at: '2025-01-01T00:00:00Z' }), 'ends_at');
      expectFieldError(await call('PUT', `/api/admin/coupons/${fixed.id}`, { value: 'lots' }), 'value');
      expect(await findCouponById(t.db, fixed.id)).toEqual(fixed);
      expectError(await call('PUT', '/api/admin/coupons/cpn_missing', { value: 5 }), 404, CouponAdminMessages.notFound, 'NOT_FOUND');
      expectError(await call('DELETE', '/api/admin/coupons/cpn_missing'), 404, CouponAdminMessages.notFound, 'NOT_FOUND');
      expectSuccess(await call('DELETE', `/api/admin/coupons/${fixed.id}`));
    });
  });
});
