import { successEnvelope } from '@vitrine/contracts/envelope';
import { ShippingAdminMessages, shippingMethodCreateSchema, shippingMethodIdParamSchema, shippingMethodUpdateSchema } from '@vitrine/contracts/shipping-admin';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireAdmin } from '../../plugins/admin-auth.ts';
import { createShippingMethod, deleteShippingMethod, listShippingMethods, updateShippingMethod } from './shipping.service.ts';

// The owner's shipping methods (issue 11), guarded by the admin token like the other admin writes.
export async function shippingAdminRoutes(app: FastifyInstance, { db, config, events }: AppDeps) {
  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request) => requireAdmin(request, config.adminToken));
    admin.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 400) events?.changed(request.routeOptions.url ?? request.url);
    });
    const open = { config: { siteLockExempt: true } };

    admin.get('/api/admin/shipping-methods', open, async () => successEnvelope(await listShippingMethods(db), ShippingAdminMessages.listed));

    admin.post('/api/admin/shipping-methods', open, async (request) => {
      const body = parseInput(shippingMethodCreateSchema, request.body ?? {});
      return successEnvelope(await createShippingMethod(db, body), ShippingAdminMessages.created);
    });

    admin.put('/api/admin/shipping-methods/:id', open, async (request) => {
      const { id } = parseInput(shippingMethodIdParamSchema, request.params);
      const body = parseInput(shippingMethodUpdateSchema, request.body ?? {});
      return successEnvelope(await updateShippingMethod(db, id, body), ShippingAdminMessages.saved);
    });

    admin.delete('/api/admin/shipping-methods/:id', open, async (request) => {
      const { id } = parseInput(shippingMethodIdParamSchema, request.params);
      return successEnvelope(await deleteShippingMethod(db, id), ShippingAdminMessages.deleted);
    });
  });
}
