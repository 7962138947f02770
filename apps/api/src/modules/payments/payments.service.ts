import crypto from 'node:crypto';
import type { OrderRef } from '@vitrine/contracts/api-client-orders';
import { PaymentMessages, type PaymentOutcome, type PaymentRedirect } from '@vitrine/contracts/payments';
import type { GatewayPaymentState } from '../../integrations/payments/payment-gateway.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Client } from '../auth/client.ts';
import { orderToken } from '../orders/order-token.ts';
import { findOrder, type OrderRow } from '../orders/orders.repository.ts';
import { findViewableOrder, loadOrder, notify, type OrdersDeps } from '../orders/orders.service.ts';
import { gatewayFor, isGatewayMethod } from './gateways.ts';
import * as repo from './payments.repository.ts';

// spec §7 Checkout rows process-payment and complete-payment, and the gateways' webhooks
// (docs/decisions/014-payments.md). An order paid online is placed 'awaiting_payment' with its
// stock taken; it becomes 'paid' only on the gateway's word: its signed webhook, or its answer
// when the shop asks it as the shopper returns. The return address itself proves nothing, so a
// forged or replayed return changes nothing, and every change is one conditional update.

/** Payments that may still be tried: the order is waiting, or the last try failed. */
const PAYABLE = ['awaiting_payment', 'failed'] as const;
/** How many unanswered attempts of one order the shop asks the gateway about on return. */
const OPEN_ATTEMPTS_CHECKED = 5;

function orderLinks(deps: OrdersDeps, row: OrderRow) {
  const token = orderToken(deps.config.sessionSecret, row.id);
  return {
    complete: `/checkout-complete?${new URLSearchParams({ order_id: row.id, token, type: row.payment_method })}`,
    failed: `/checkout-failed?${new URLSearchParams({ order_id: row.id, token })}`,
  };
}

/** Starts (or starts again) paying an order at its gateway: the page to send the shopper to. */
export async function processPayment(deps: OrdersDeps, client: Client, ref: OrderRef): Promise<PaymentRedirect> {
  const row = await findViewableOrder(deps, client, ref);
  if (!isGatewayMethod(row.payment_method)) throw badRequest(PaymentMessages.notGateway);
  if (row.payment_status === 'paid') throw badRequest(PaymentMessages.alreadyPaid);
  if (row.status !== 'placed' || !(PAYABLE as readonly string[]).includes(row.payment_status)) throw badRequest(PaymentMessages.cannotPay);
  const gateway = await gatewayFor(deps, row.payment_method);
  if (!gateway) throw badRequest(PaymentMessages.gatewayUnavailable);

  // The attempt is written before the gateway hears of it: whatever the gateway then confirms
  // has a row to land on.
  const now = new Date().toISOString();
  const attemptId = `pay_${crypto.randomBytes(12).toString('base64url')}`;
  const amount = Number(row.grand_total);
  await repo.insertAttempt(deps.db.kysely, {
    id: attemptId,
    order_id: row.id,
    gateway: gateway.code,
    reference: null,
    amount,
    currency: row.currency,
    status: 'started',
    created_at: now,
    updated_at: now,
  });
  const links = orderLinks(deps, row);
  const started = await gateway.startPayment({
    attemptId,
    description: `Order ${row.order_no}`,
    amount,
    currency: row.currency,
    returnUrl: links.complete,
    cancelUrl: links.failed,
    webhookUrl: `/api/payments/${gateway.code}/webhook`,
  });
  await repo.setAttemptReference(deps.db.kysely, attemptId, started.reference, new Date().toISOString());
  return { redirect_url: started.redirectUrl };
}

/**
 * Records what the gateway said of one of its payments. Paid counts only for the amount and
 * currency the attempt asked for; a second word on a settled attempt changes nothing.
 * Answers whether the gateway's word was about a payment the shop knows.
 */
export async function settlePayment(deps: OrdersDeps, gatewayCode: string, state: GatewayPaymentState): Promise<boolean> {
  const attempt = await repo.findAttemptByReference(deps.db.kysely, gatewayCode, state.reference);
  if (!attempt) return false;
  if (state.status === 'pending') return true;
  const now = new Date().toISOString();
  const paid = state.status === 'paid' && state.amount === Number(attempt.amount) && state.currency === attempt.currency;
  const nowPaid = await deps.db.kysely.transaction().execute(async (trx) => {
    if (!(await repo.settleAttempt(trx, attempt.id, paid ? 'paid' : 'failed', now))) return false;
    if (paid) return repo.movePaymentStatus(trx, attempt.order_id, PAYABLE, 'paid', now);
    // A failed try leaves a paid order paid (another attempt may have gone through).
    await repo.movePaymentStatus(trx, attempt.order_id, ['awaiting_payment'], 'failed', now);
    return false;
  });
  // The order's confirmation waited for the money (orders.service.ts placeOrder): it goes now, once.
  const row = nowPaid ? await findOrder(deps.db.kysely, attempt.order_id) : undefined;
  if (row) await notify(deps, await loadOrder(deps.db, row), 'placed');
  return true;
}

/** Asks the order's gateway about its open attempts and records what it says. */
export async function checkWithGateway(deps: OrdersDeps, orderId: string, gatewayCode: string): Promise<void> {
  const gateway = await gatewayFor(deps, gatewayCode);
  if (!gateway) return;
  for (const attempt of await repo.findOpenAttempts(deps.db.kysely, orderId, OPEN_ATTEMPTS_CHECKED)) {
    const state = await gateway.fetchPayment(attempt.reference ?? '');
    if (state) await settlePayment(deps, gateway.code, state);
  }
}

/**
 * The shopper is back from the gateway: the shop asks the gateway about the order's open attempts
 * and answers where to go: the complete page once paid, else the failed page (retry from there).
 */
export async function completePayment(deps: OrdersDeps, client: Client, ref: OrderRef): Promise<PaymentOutcome> {
  let row = await findViewableOrder(deps, client, ref);
  if (!isGatewayMethod(row.payment_method)) throw badRequest(PaymentMessages.notGateway);
  if (row.payment_status !== 'paid') {
    await checkWithGateway(deps, row.id, row.payment_method);
    // Access was checked above: only the payment status may have changed.
    row = (await findOrder(deps.db.kysely, row.id)) ?? row;
  }
  const paid = row.payment_status === 'paid';
  const links = orderLinks(deps, row);
  return { order: await loadOrder(deps.db, row), paid, next: paid ? { type: 'complete', url: links.complete } : { type: 'failed', url: links.failed } };
}

/** A gateway's signed confirmation: refused unless its signature is the gateway's. */
export async function receiveWebhook(
  deps: OrdersDeps,
  gatewayCode: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ settled: boolean }> {
  const gateway = await gatewayFor(deps, gatewayCode);
  if (!gateway) throw notFound(PaymentMessages.gatewayUnavailable);
  const state = gateway.readWebhook(rawBody, headers);
  if (!state) throw badRequest(PaymentMessages.badSignature);
  return { settled: await settlePayment(deps, gateway.code, state) };
}
