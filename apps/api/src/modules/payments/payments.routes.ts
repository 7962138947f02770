import { successEnvelope } from '@vitrine/contracts/envelope';
import { orderRefSchema } from '@vitrine/contracts/orders-inputs';
import { PaymentMessages } from '@vitrine/contracts/payments';
import { gatewayParamSchema } from '@vitrine/contracts/payments-inputs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { clientOf } from '../auth/client.http.ts';
import { ordersDepsFor } from '../orders/orders-deps.ts';
import { configureGateways, isTestGatewayOn, TEST_GATEWAY_IN_PRODUCTION } from './gateways.ts';
import * as payments from './payments.service.ts';
import { startUnpaidOrdersJob } from './unpaid-orders.ts';

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

// spec §7 Checkout rows process-payment and complete-payment, and the gateways' webhooks
// (docs/api.md "Payments"; docs/decisions/014-payments.md).
export async function paymentsRoutes(app: FastifyInstance, appDeps: AppDeps) {
  configureGateways(appDeps.db, appDeps.config);
  const deps = ordersDepsFor(appDeps, app.log);
  app.post('/api/checkout/process-payment', async (request: FastifyRequest) =>
    successEnvelope(await payments.processPayment(deps, clientOf(request), parseInput(orderRefSchema, asObject(request.body)))),
  );

  app.post('/api/checkout/complete-payment', async (request: FastifyRequest) => {
    const outcome = await payments.completePayment(deps, clientOf(request), parseInput(orderRefSchema, asObject(request.body)));
    return successEnvelope(outcome, outcome.paid ? PaymentMessages.paid : PaymentMessages.notPaid);
  });

  // A webhook's signature covers its exact bytes: in this scope JSON bodies stay raw text. It is
  // answered in every site mode: a payment the gateway took must land even during maintenance.
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhooks.post('/api/payments/:gateway/webhook', { config: { siteLockExempt: true } }, async (request) => {
      const { gateway } = parseInput(gatewayParamSchema, request.params);
      const raw = typeof request.body === 'string' ? request.body : '';
      return successEnvelope(await payments.receiveWebhook(deps, gateway, raw, request.headers));
    });
  });

  // Orders left unpaid give their stock back (unpaid-orders.ts).
  let job: ReturnType<typeof startUnpaidOrdersJob> | undefined;
  app.addHook('onReady', async () => {
    job = startUnpaidOrdersJob({ ...deps, log: app.log });
    if (appDeps.config.env === 'production' && (await isTestGatewayOn(appDeps.db))) app.log.warn(TEST_GATEWAY_IN_PRODUCTION);
  });
  app.addHook('onClose', async () => job?.stop());
}
