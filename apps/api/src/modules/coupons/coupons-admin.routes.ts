import { CouponAdminMessages, couponCreateSchema, couponIdParamSchema, couponUpdateSchema } from '@vitrine/contracts/coupon-admin';
import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireAdmin } from '../../plugins/admin-auth.ts';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from './coupons.service.ts';

// The owner's coupons (issue 11), guarded by the admin token like the other admin writes.
export async function couponsAdminRoutes(app: FastifyInstance, { db, config, events }: AppDeps) {
  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request) => requireAdmin(request, config.adminToken));
    admin.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 400) events?.changed(request.routeOptions.url ?? request.url);
    });
    const open = { config: { siteLockExempt: true } };

    admin.get('/api/admin/coupons', open, async () => successEnvelope(await listCoupons(db), CouponAdminMessages.listed));

    admin.post('/api/admin/coupons', open, async (request) => {
      const body = parseInput(couponCreateSchema, request.body ?? {});
      return successEnvelope(await createCoupon(db, body), CouponAdminMessages.created);
    });

    admin.put('/api/admin/coupons/:id', open, async (request) => {
      const { id } = parseInput(couponIdParamSchema, request.params);
      const body = parseInput(couponUpdateSchema, request.body ?? {});
      return successEnvelope(await updateCoupon(db, id, body), CouponAdminMessages.saved);
    });

    admin.delete('/api/admin/coupons/:id', open, async (request) => {
      const { id } = parseInput(couponIdParamSchema, request.params);
      return successEnvelope(await deleteCoupon(db, id), CouponAdminMessages.deleted);
    });
  });
}
