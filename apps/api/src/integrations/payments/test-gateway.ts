import crypto from 'node:crypto';
import type { GatewayPaymentState, PaymentGateway, StartPaymentInput } from './payment-gateway.ts';
import { SIGNATURE_HEADER, verifyWebhook } from './webhook-signature.ts';

// The shop's client of the built-in test gateway (docs/decisions/014-payments.md). The gateway
// itself (its payments, its pay / decline page, its signed webhooks) is the test-gateway module,
// served by the shop so checkout can be tried end to end with no account anywhere. This client
// treats it exactly as it would a remote one: it reaches it only through `api` (a remote
// gateway's HTTP API), and believes a webhook only with the shared secret's signature.

export const TEST_GATEWAY_CODE = 'test_gateway';

/** The gateway's side, as its API would answer (the test-gateway module provides it). */
export interface TestGatewayApi {
  createPayment(input: StartPaymentInput): Promise<{ id: string }>;
  getPayment(id: string): Promise<{ id: string; status: 'created' | 'paid' | 'declined'; amount: number; currency: string } | null>;
}

/** The secret the shop and the test gateway share, derived from the shop's own (never stored). */
export function testGatewaySecret(sessionSecret: string): string {
  return crypto.createHmac('sha256', sessionSecret).update('vitrine/test-gateway/v1').digest('hex');
}

const STATES = { created: 'pending', paid: 'paid', declined: 'failed' } as const;

function readEvent(body: unknown): GatewayPaymentState | null {
  if (!body || typeof body !== 'object') return null;
  const { payment_id, status, amount, currency } = body as Record<string, unknown>;
  if (typeof payment_id !== 'string' || typeof amount !== 'number' || typeof currency !== 'string') return null;
  if (status !== 'paid' && status !== 'declined') return null;
  return { reference: payment_id, status: STATES[status], amount, currency };
}

export function createTestGateway(secret: string, api: TestGatewayApi): PaymentGateway {
  return {
    code: TEST_GATEWAY_CODE,
    async startPayment(input) {
      const { id } = await api.createPayment(input);
      return { reference: id, redirectUrl: `/test-gateway/pay/${encodeURIComponent(id)}` };
    },
    async fetchPayment(reference) {
      const payment = await api.getPayment(reference);
      return payment ? { reference: payment.id, status: STATES[payment.status], amount: payment.amount, currency: payment.currency } : null;
    },
    readWebhook(rawBody, headers) {
      if (!verifyWebhook(secret, rawBody, headers[SIGNATURE_HEADER])) return null;
      try {
        return readEvent(JSON.parse(rawBody));
      } catch {
        return null;
      }
    },
  };
}
