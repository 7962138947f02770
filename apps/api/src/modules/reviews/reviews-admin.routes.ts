import { successEnvelope } from '@vitrine/contracts/envelope';
import { ReviewMessages } from '@vitrine/contracts/reviews';
import { adminReviewListSchema, adminReviewStatusSchema, reviewIdParamSchema } from '@vitrine/contracts/reviews-inputs';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireAdmin } from '../../plugins/admin-auth.ts';
import { deleteReview, listReviewsForOwner, setReviewStatus } from './reviews-admin.service.ts';

// The owner's review moderation, guarded by the admin token like the other admin routes
// (docs/api.md "Admin writes", decisions/028).
export async function reviewsAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request) => requireAdmin(request, deps.config.adminToken));
    const open = { config: { siteLockExempt: true } };

    admin.get('/api/admin/reviews', open, async (request) =>
      successEnvelope(await listReviewsForOwner(deps.db, parseInput(adminReviewListSchema, request.query ?? {})), ReviewMessages.listed),
    );

    admin.post('/api/admin/reviews/:id/status', open, async (request) => {
      const { id } = parseInput(reviewIdParamSchema, request.params);
      const { status } = parseInput(adminReviewStatusSchema, request.body ?? {});
      return successEnvelope(await setReviewStatus(deps, id, status), ReviewMessages.statusChanged);
    });

    admin.delete('/api/admin/reviews/:id', open, async (request) => {
      const { id } = parseInput(reviewIdParamSchema, request.params);
      return successEnvelope(await deleteReview(deps, id), ReviewMessages.deleted);
    });
  });
}
