import crypto from 'node:crypto';
import { PaymentMessages, type TestGatewayPayment } from '@vitrine/contracts/payments';
import type { Db } from '../../db/connect.ts';
import type { StartPaymentInput } from '../../integrations/payments/payment-gateway.ts';
import type { TestGatewayApi } from '../../integrations/payments/test-gateway.ts';
import { signWebhook } from '../../integrations/payments/webhook-signature.ts';
import { notFound } from '../../lib/app-error.ts';
import { listActivePlugins } from '../plugins/plugins.service.ts';
import { getAllSettings } from '../settings/settings.service.ts';
import * as repo from './test-gateway.repository.ts';

// The built-in test gateway (docs/decisions/014-payments.md): a hosted redirect gateway the shop
// serves itself, so checkout can be tried end to end without an account at a real one. It keeps
// its own payments, shows the shopper its own page (/test-gateway/pay/{id}) to pay or decline,
// then posts a signed confirmation to the shop's webhook and sends the shopper back. It runs only
// while the TestGateway plugin is installed; a real shop switches it off.

export const TEST_GATEWAY_PLUGIN = 'TestGateway';

/** What the gateway posts to the shop after a decision: the exact body, and its signature. */
export interface SignedWebhook {
  url: string;
  body: string;
  signature: string;
}

/** The gateway answers only while its plugin is installed (the cached list every cart reads). */
async function requireInstalled(db: Db): Promise<void> {
  if (!(await listActivePlugins(db)).some((p) => p.module_name === TEST_GATEWAY_PLUGIN)) throw notFound(PaymentMessages.testPaymentNotFound);
}

/** The gateway's API as the shop's client (integrations/payments/test-gateway.ts) reaches it. */
export function testGatewayApi(db: Db): TestGatewayApi {
  return {
    async createPayment(input: StartPaymentInput) {
      await requireInstalled(db);
      const now = new Date().toISOString();
      const id = `tgp_${crypto.randomBytes(12).toString('base64url')}`;
      await repo.insertPayment(db.kysely, {
        id,
        merchant_reference: input.attemptId,
        description: input.description,
        amount: input.amount,
        currency: input.currency,
        status: 'created',
        return_url: input.returnUrl,
        cancel_url: input.cancelUrl,
        webhook_url: input.webhookUrl,
        created_at: now,
        updated_at: now,
      });
      return { id };
    },
    async getPayment(id) {
      const row = await repo.findPayment(db.kysely, id);
      return row ? { id: row.id, status: row.status, amount: Number(row.amount), currency: row.currency } : null;
    },
  };
}

async function findOrFail(db: Db, id: string): Promise<repo.TestGatewayPaymentRow> {
  await requireInstalled(db);
  const row = await repo.findPayment(db.kysely, id);
  if (!row) throw notFound(PaymentMessages.testPaymentNotFound);
  return row;
}

/** The gateway page's view of a payment: who asks for how much. */
export async function getPaymentPage(db: Db, id: string): Promise<TestGatewayPayment> {
  const row = await findOrFail(db, id);
  const storeName = String((await getAllSettings(db)).store_name || 'Vitrine');
  return { id: row.id, merchant: storeName, description: row.description, amount: Number(row.amount), currency: row.currency, status: row.status };
}

function withPaymentId(url: string, id: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ payment_id: id })}`;
}

/**
 * The shopper pays or declines on the gateway's page. The first decision stands (a second click,
 * or another tab, only finds where to go); the webhook is signed and sent once, for that decision.
 */
export async function decidePayment(
  db: Db,
  secret: string,
  id: string,
  decision: 'pay' | 'decline',
): Promise<{ redirectUrl: string; webhook: SignedWebhook | null }> {
  const row = await findOrFail(db, id);
  const status = decision === 'pay' ? 'paid' : 'declined';
  const decided = await repo.decidePayment(db.kysely, id, status, new Date().toISOString());
  const final = decided ? status : ((await repo.findPayment(db.kysely, id))?.status ?? row.status);
  const redirectUrl = withPaymentId(final === 'paid' ? row.return_url : row.cancel_url, row.id);
  if (!decided) return { redirectUrl, webhook: null };
  const body = JSON.stringify({
    event: `payment.${status}`,
    payment_id: row.id,
    merchant_reference: row.merchant_reference,
    status,
    amount: Number(row.amount),
    currency: row.currency,
  });
  return { redirectUrl, webhook: { url: row.webhook_url, body, signature: signWebhook(secret, body) } };
}
