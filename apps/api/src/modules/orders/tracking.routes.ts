import { successEnvelope } from '@vitrine/contracts/envelope';
import { waybillParamSchema } from '@vitrine/contracts/order-admin';
import { TrackingMessages, trackOrderSchema } from '@vitrine/contracts/tracking';
import type { FastifyInstance } from 'fastify';
import { createLocalCourier } from '../../integrations/courier/local-courier.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import * as tracking from './tracking.service.ts';

// Public order tracking (issue 12; docs/api.md "Tracking"). Rate-limited per IP: an order number
// with a guessed email or phone is a secret being guessed.
export async function trackingRoutes(app: FastifyInstance, { db }: AppDeps) {
  const deps: tracking.TrackingDeps = { db, couriers: [], local: createLocalCourier((waybill) => tracking.readLocalScans(db, waybill)) };
  const limited = { config: { limited: true } };

  app.post('/api/track-order', limited, async (request) =>
    successEnvelope(await tracking.trackOrder(deps, parseInput(trackOrderSchema, request.body ?? {})), TrackingMessages.found),
  );

  app.get('/api/track-order/:waybill', limited, async (request) => {
    const { waybill } = parseInput(waybillParamSchema, request.params);
    return successEnvelope(await tracking.trackByWaybill(deps, waybill), TrackingMessages.found);
  });
}
