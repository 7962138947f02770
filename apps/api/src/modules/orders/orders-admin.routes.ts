import { successEnvelope } from '@vitrine/contracts/envelope';
import {
  adminOrderIdParamSchema,
  adminOrdersQuerySchema,
  OrderAdminMessages,
  orderMoveSchema,
  refundRecordSchema,
  shipmentScanSchema,
  waybillParamSchema,
} from '@vitrine/contracts/order-admin';
import { ORDER_STATUS_LABELS } from '@vitrine/contracts/orders';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireAdmin } from '../../plugins/admin-auth.ts';
import * as admin from './orders-admin.service.ts';
import { ordersDepsFor } from './orders-deps.ts';

// The owner's orders (issue 12; docs/api.md "Order admin"): the admin token, never site-locked.
// `npm run admin` (scripts/admin.mjs) drives these over HTTP.
export async function ordersAdminRoutes(app: FastifyInstance, appDeps: AppDeps) {
  const deps = ordersDepsFor(appDeps, app.log);
  await app.register(async (owner) => {
    owner.addHook('onRequest', async (request) => requireAdmin(request, appDeps.config.adminToken));
    const open = { config: { siteLockExempt: true } };

    owner.get('/api/admin/orders', open, async (request) =>
      successEnvelope(await admin.listAdminOrders(deps, parseInput(adminOrdersQuerySchema, request.query ?? {})), OrderAdminMessages.listed),
    );

    owner.get('/api/admin/orders/:id', open, async (request) => {
      const { id } = parseInput(adminOrderIdParamSchema, request.params);
      return successEnvelope(await admin.getAdminOrder(deps, id), OrderAdminMessages.found);
    });

    owner.post('/api/admin/orders/:id/status', open, async (request) => {
      const { id } = parseInput(adminOrderIdParamSchema, request.params);
      const body = parseInput(orderMoveSchema, request.body ?? {});
      return successEnvelope(await admin.moveOrderAsOwner(deps, id, body), OrderAdminMessages.moved(ORDER_STATUS_LABELS[body.to]));
    });

    owner.post('/api/admin/orders/:id/refund', open, async (request) => {
      const { id } = parseInput(adminOrderIdParamSchema, request.params);
      const body = parseInput(refundRecordSchema, request.body ?? {});
      return successEnvelope(await admin.recordRefund(deps, id, body), OrderAdminMessages.refunded);
    });

    owner.post('/api/admin/shipments/:waybill/scans', open, async (request) => {
      const { waybill } = parseInput(waybillParamSchema, request.params);
      const body = parseInput(shipmentScanSchema, request.body ?? {});
      return successEnvelope(await admin.addShipmentScan(deps, waybill, body), OrderAdminMessages.scanAdded);
    });
  });
}
