import type { PlacedOrder } from '@vitrine/contracts/orders';
import type { PaymentRedirect } from '@vitrine/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { testGatewaySecret } from '../../integrations/payments/test-gateway.ts';
import { SIGNATURE_HEADER } from '../../integrations/payments/webhook-signature.ts';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import type { Shopper, TestVariant } from '../cart/cart-test-kit.ts';
import { confirmedOrderBody, readyCart } from '../orders/orders-test-kit.ts';

// Paying through the built-in test gateway in API tests (payments.test.ts, refund-due.test.ts).

/** The test app's SESSION_SECRET, and the gateway secret derived from it. */
export const TEST_SESSION_SECRET = 'x'.repeat(40);
export const gatewaySecret = testGatewaySecret(TEST_SESSION_SECRET);

/** What a service called directly (not through a route) works with in the test app. */
export const directDeps = (db: Db) => ({ db, config: { sessionSecret: TEST_SESSION_SECRET, publicUrl: 'http://localhost' } });

/** The test gateway's payment id in a redirect to its page. */
export const paymentIdOf = (redirect: PaymentRedirect) => decodeURIComponent(redirect.redirect_url.split('/').pop() ?? '');

/** The shopper's decision on the gateway's page (it posts its signed webhook before answering). */
export async function decide(app: FastifyInstance, id: string, decision: 'pay' | 'decline'): Promise<PaymentRedirect> {
  return expectSuccess<PaymentRedirect>(await app.inject({ method: 'POST', url: `/api/test-gateway/payments/${id}/${decision}`, payload: {} }));
}

export function postWebhook(app: FastifyInstance, body: string, signature: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/test_gateway/webhook',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

export function orderRow(db: Db, id: string) {
  return db.kysely.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function attemptRows(db: Db, orderId: string) {
  return db.kysely.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
}

/** A shopper with an order placed for the test gateway, awaiting payment. */
export async function placedForGateway(who: Shopper, variant: TestVariant) {
  await readyCart(who, [[variant, 1]]);
  expectSuccess(await who.call('PUT', '/api/cart/update-payment-mode', { payment_method: 'test_gateway' }));
  const placed = expectSuccess<PlacedOrder>(await who.call('POST', '/api/checkout/place-order', await confirmedOrderBody(who)));
  const ref = { order_id: placed.order.order_id, token: placed.token };
  return { who, placed, ref };
}

/** Opens the gateway's page for the order (process-payment): the redirect. */
export async function startPaying(who: Shopper, ref: { order_id: string; token: string }): Promise<PaymentRedirect> {
  return expectSuccess<PaymentRedirect>(await who.call('POST', '/api/checkout/process-payment', ref));
}
