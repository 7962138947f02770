import { successEnvelope } from '@vitrine/contracts/envelope';
import { PaymentMessages } from '@vitrine/contracts/payments';
import { testGatewayPaymentParamSchema } from '@vitrine/contracts/payments-inputs';
import type { FastifyInstance } from 'fastify';
import { testGatewaySecret } from '../../integrations/payments/test-gateway.ts';
import { SIGNATURE_HEADER } from '../../integrations/payments/webhook-signature.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import * as gateway from './test-gateway.service.ts';

// The built-in test gateway's API behind its page /test-gateway/pay/{id} (docs/api.md "Payments").
// After a decision it posts its signed confirmation to the shop's webhook, as a remote gateway
// would over HTTP; here through the server itself (inject), since both live in one process.
export async function testGatewayRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const secret = testGatewaySecret(config.sessionSecret);
  const limited = { config: { limited: true } };
  // In production it answers only with ALLOW_TEST_GATEWAY=true: its pages are a 404 otherwise.
  const requireAllowed = () => {
    if (!config.allowTestGateway) throw notFound(PaymentMessages.testPaymentNotFound);
  };

  app.get('/api/test-gateway/payments/:id', async (request) => {
    requireAllowed();
    const { id } = parseInput(testGatewayPaymentParamSchema, request.params);
    return successEnvelope(await gateway.getPaymentPage(db, id));
  });

  for (const decision of ['pay', 'decline'] as const) {
    app.post(`/api/test-gateway/payments/:id/${decision}`, limited, async (request) => {
      requireAllowed();
      const { id } = parseInput(testGatewayPaymentParamSchema, request.params);
      const { redirectUrl, webhook } = await gateway.decidePayment(db, secret, id, decision);
      if (webhook) {
        const answer = await app.inject({
          method: 'POST',
          url: webhook.url,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: webhook.signature },
          payload: webhook.body,
        });
        // The shop also asks the gateway when the shopper returns: a lost webhook delays nothing.
        if (answer.statusCode >= 300) request.log.warn({ status: answer.statusCode, payment: id }, 'test gateway webhook refused');
      }
      return successEnvelope({ redirect_url: redirectUrl });
    });
  }
}
