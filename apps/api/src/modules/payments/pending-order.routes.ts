import { successEnvelope } from '@vitrine/contracts/envelope';
import { orderRefSchema } from '@vitrine/contracts/orders-inputs';
import { PendingOrderMessages } from '@vitrine/contracts/pending-order';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { clientOf } from '../auth/client.http.ts';
import { applyCartCookie, applyCartHint } from '../cart/cart-cookie.http.ts';
import { ordersDepsFor } from '../orders/orders-deps.ts';
import { applyPendingOrderCookie, pendingOrderCookieOf } from './pending-order.http.ts';
import * as pending from './pending-order.service.ts';

const messageOf = (answer: { pending: unknown }) => (answer.pending ? PendingOrderMessages.found : PendingOrderMessages.nothingPending);

// The order waiting for its online payment in this browser (docs/api.md "Payments"; issue 29).
export async function pendingOrderRoutes(app: FastifyInstance, appDeps: AppDeps) {
  const deps = ordersDepsFor(appDeps, app.log);

  app.get('/api/checkout/pending-order', async (request, reply) => {
    const { answer, cookie } = await pending.getPendingOrder(deps, pendingOrderCookieOf(request));
    applyPendingOrderCookie(request, reply, deps.config, cookie);
    return successEnvelope(answer, messageOf(answer));
  });

  // The awaiting-payment message's link: the order and its token (unguessable, as for /api/orders/item).
  app.post('/api/checkout/pending-order', async (request, reply) => {
    const { answer, cookie } = await pending.adoptPendingOrder(deps, clientOf(request), parseInput(orderRefSchema, request.body ?? {}));
    applyPendingOrderCookie(request, reply, deps.config, cookie);
    return successEnvelope(answer, messageOf(answer));
  });

  app.post('/api/checkout/pending-order/pay', async (request) =>
    successEnvelope(await pending.payPendingOrder(deps, clientOf(request), pendingOrderCookieOf(request))),
  );

  app.post('/api/checkout/pending-order/change', async (request, reply) => {
    const { cart, cartCookie } = await pending.changePendingOrder(deps, clientOf(request), pendingOrderCookieOf(request));
    applyPendingOrderCookie(request, reply, deps.config, { kind: 'clear' });
    applyCartCookie(request, reply, deps.config, cartCookie);
    applyCartHint(request, reply, deps.config, true); // the order's lines are back in the cart
    return successEnvelope({ cart }, PendingOrderMessages.changed);
  });
}
