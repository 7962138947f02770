import { successEnvelope } from '@vitrine/contracts/envelope';
import { OrderMessages } from '@vitrine/contracts/orders';
import { cancelOrderSchema, orderRefSchema, ordersPageSchema, placeOrderSchema } from '@vitrine/contracts/orders-inputs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { clientOf } from '../auth/client.http.ts';
import { applyCartCookie, applyCartHint, hasSessionCookie } from '../cart/cart-cookie.http.ts';
import { applyPendingOrderCookie } from '../payments/pending-order.http.ts';
import { pendingCookieFor } from '../payments/pending-order.service.ts';
import { withExperienceRating } from '../reviews/item-ratings.service.ts';
import * as orders from './orders.service.ts';
import { ordersDepsFor } from './orders-deps.ts';
import { placeOrder } from './place-order.service.ts';
import { PURCHASE_TRACKING_PLUGINS, type PurchaseTrackingPlugin, trackPurchase } from './purchase-tracking.service.ts';

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const input = (request: FastifyRequest) => ({ ...asObject(request.query), ...asObject(request.body) });

/** GET /api/checkout/complete: the order, its token and the payment type (spec §3 checkout completion). */
export const checkoutCompleteSchema = orderRefSchema.extend({ type: z.string().trim().max(40).optional() });

// spec §7 Checkout and Orders rows (docs/api.md "Checkout and orders"). A signed-in customer reaches
// their own orders; anyone else needs the order's token (a guest's complete page and links).
export async function ordersRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps = ordersDepsFor(appDeps, app.log);
  app.post('/api/checkout/place-order', async (request, reply) => {
    const { placed, cookie } = await placeOrder(deps, clientOf(request), parseInput(placeOrderSchema, input(request)));
    applyCartCookie(request, reply, deps.config, cookie);
    applyCartHint(request, reply, deps.config, hasSessionCookie(request)); // the cart became the order
    applyPendingOrderCookie(request, reply, deps.config, pendingCookieFor(placed)); // until paid, the cart page offers it (issue 29)
    return successEnvelope(placed, OrderMessages.placed);
  });

  app.get('/api/checkout/complete', async (request) => {
    const order = await orders.getOrder(deps, clientOf(request), parseInput(checkoutCompleteSchema, input(request)));
    return successEnvelope(await withExperienceRating(deps, order));
  });

  app.get('/api/orders/get', async (request) => {
    const client = clientOf(request);
    const { page } = parseInput(ordersPageSchema, input(request));
    return successEnvelope(await orders.listOrders(deps, client, page));
  });

  app.post('/api/orders/item', async (request) => successEnvelope(await orders.getOrder(deps, clientOf(request), parseInput(orderRefSchema, input(request)))));

  app.put('/api/orders/cancel', async (request) =>
    successEnvelope(await orders.cancelOrder(deps, clientOf(request), parseInput(cancelOrderSchema, input(request))), OrderMessages.cancelled),
  );

  app.post('/api/orders/refund/request', async (request) =>
    successEnvelope(await orders.requestRefund(deps, clientOf(request), parseInput(cancelOrderSchema, input(request))), OrderMessages.refundRequested),
  );

  // spec §7 purchase tracking, once per order and plugin (purchase-tracking.service.ts).
  for (const plugin of Object.keys(PURCHASE_TRACKING_PLUGINS) as PurchaseTrackingPlugin[]) {
    app.put(`/api/plugins/${plugin}/track-purchase`, async (request) =>
      successEnvelope(await trackPurchase(deps, clientOf(request), plugin, parseInput(orderRefSchema, input(request)))),
    );
  }
}
