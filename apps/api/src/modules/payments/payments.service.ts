import crypto from 'node:crypto';
import type { OrderRef } from '@vitrine/contracts/api-client-orders';
import { ErrorCode } from '@vitrine/contracts/envelope';
import type { PaymentAttempt } from '@vitrine/contracts/order-admin';
import { PaymentMessages, type PaymentOutcome, type PaymentRedirect } from '@vitrine/contracts/payments';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { GatewayPaymentState } from '../../integrations/payments/payment-gateway.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
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

function refusePayment(row: OrderRow): void {
  if (row.payment_status === 'paid') throw badRequest(PaymentMessages.alreadyPaid);
  if (row.status !== 'placed' || !(PAYABLE as readonly string[]).includes(row.payment_status)) throw badRequest(PaymentMessages.cannotPay);
}

/** An attempt the gateway never answered (the shop stopped mid-way) stops blocking new ones after this long. */
const OPENING_TIMEOUT_MS = 60_000;
/** How long a second Pay waits for the first to get its gateway page before it is told to wait. */
const OPENING_WAIT_MS = 2_000;

/**
 * The gateway page of the order's open attempt, waiting briefly for one still being opened; null
 * when there is no open attempt (or one abandoned mid-way, which is closed here).
 */
async function openAttemptPage(deps: OrdersDeps, orderId: string): Promise<string | null> {
  const until = Date.now() + OPENING_WAIT_MS;
  for (;;) {
    const open = await repo.findOpenAttempt(deps.db.kysely, orderId);
    if (!open) return null;
    if (open.redirect_url) return open.redirect_url;
    if (Date.now() - new Date(open.created_at).getTime() > OPENING_TIMEOUT_MS) {
      await repo.settleAttempt(deps.db.kysely, open.id, 'failed', new Date().toISOString());
      return null;
    }
    if (Date.now() > until) throw new AppError(ErrorCode.conflict, 409, PaymentMessages.paymentOpening);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts paying an order at its gateway: the page to send the shopper to. One open attempt per
 * order: while one is open (a second Pay, another tab), its page is answered again; the gateway
 * is asked about it first, so a declined or paid one is settled before anything new starts.
 */
export async function processPayment(deps: OrdersDeps, client: Client, ref: OrderRef): Promise<PaymentRedirect> {
  let row = await findViewableOrder(deps, client, ref);
  if (!isGatewayMethod(row.payment_method)) throw badRequest(PaymentMessages.notGateway);
  refusePayment(row);
  const gateway = await gatewayFor(deps, row.payment_method);
  if (!gateway) throw badRequest(PaymentMessages.gatewayUnavailable);
  await checkWithGateway(deps, row.id, row.payment_method);
  row = (await findOrder(deps.db.kysely, row.id)) ?? row;
  refusePayment(row);
  const open = await openAttemptPage(deps, row.id);
  if (open) return { redirect_url: open };

  // The attempt is written before the gateway hears of it: whatever the gateway then confirms
  // has a row to land on. The unique index lets one of two racing presses write it.
  const now = new Date().toISOString();
  const attemptId = `pay_${crypto.randomBytes(12).toString('base64url')}`;
  const amount = Number(row.grand_total);
  try {
    await repo.insertAttempt(deps.db.kysely, {
      id: attemptId,
      order_id: row.id,
      gateway: gateway.code,
      reference: null,
      redirect_url: null,
      amount,
      currency: row.currency,
      status: 'started',
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    const page = await openAttemptPage(deps, row.id);
    if (page) return { redirect_url: page };
    throw error;
  }
  const links = orderLinks(deps, row);
  let started: { reference: string; redirectUrl: string };
  try {
    started = await gateway.startPayment({
      attemptId,
      description: `Order ${row.order_no}`,
      amount,
      currency: row.currency,
      returnUrl: links.complete,
      cancelUrl: links.failed,
      webhookUrl: `/api/payments/${gateway.code}/webhook`,
    });
  } catch (error) {
    // The gateway never opened it: it must not block the next Pay.
    await repo.settleAttempt(deps.db.kysely, attemptId, 'failed', new Date().toISOString());
    throw error;
  }
  await repo.setAttemptReference(deps.db.kysely, attemptId, started.reference, started.redirectUrl, new Date().toISOString());
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
  const landed = await deps.db.kysely.transaction().execute(async (trx) => {
    if (!(await repo.settleAttempt(trx, attempt.id, paid ? 'paid' : 'failed', now))) return null;
    if (!paid) {
      // A failed try leaves a paid order paid (another attempt may have gone through).
      await repo.movePaymentStatus(trx, attempt.order_id, ['awaiting_payment'], 'failed', now);
      return null;
    }
    const status = await repo.recordOrderPaid(trx, attempt.order_id, PAYABLE, now);
    // The order was paid already (a second payment a gateway let through): this money goes back.
    if (!status) await repo.moveAttempt(trx, attempt.id, 'paid', 'refund_due', now);
    return status ?? 'duplicate';
  });
  if (!landed) return true;
  if (landed === 'duplicate') deps.notices?.log.warn({ order: attempt.order_id, attempt: attempt.id }, 'second payment of a paid order: refund due');
  // The order's confirmation waited for the money (place-order.service.ts placeOrder): it goes now,
  // once; a payment that landed on a cancelled order is owed back, and the shopper is told so.
  const event = landed === 'paid' ? 'placed' : landed === 'refund_due' ? 'refund_due' : null;
  const row = event ? await findOrder(deps.db.kysely, attempt.order_id) : undefined;
  if (row && event) await notify(deps, await loadOrder(deps.db, row), event);
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
  // Only an order that may still be paid goes to the failed page (its retry); a cancelled one,
  // its money due back or not, is shown as it stands on the complete page.
  const payable = row.status === 'placed' && (PAYABLE as readonly string[]).includes(row.payment_status);
  return { order: await loadOrder(deps.db, row), paid, next: payable ? { type: 'failed', url: links.failed } : { type: 'complete', url: links.complete } };
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

/** The order's payment attempts, oldest first, as the owner sees them. */
export async function listAttempts(deps: Pick<OrdersDeps, 'db'>, orderId: string): Promise<PaymentAttempt[]> {
  return (await repo.findAttempts(deps.db.kysely, orderId)).map((a) => ({
    id: a.id,
    gateway: a.gateway,
    reference: a.reference,
    amount: Number(a.amount),
    currency: a.currency,
    status: a.status,
    created_at: a.created_at,
  }));
}

/**
 * Inside the owner's refund transaction: the attempts whose money goes back now, marked refunded.
 * A cancelled order gives back what it kept too (`paid`); a live one only its extra payments.
 * Answers the amount (minor units) and currency; 0 when nothing was due.
 */
export async function refundAttempts(
  trx: Kysely<Database>,
  orderId: string,
  includePaid: boolean,
  now: string,
): Promise<{ amount: number; currency: string | null }> {
  const moved = await repo.moveAttempts(trx, orderId, includePaid ? ['paid', 'refund_due'] : ['refund_due'], 'refunded', now);
  return { amount: moved.reduce((sum, a) => sum + Number(a.amount), 0), currency: moved[0]?.currency ?? null };
}
