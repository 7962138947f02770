import { AuthMessages } from '@vitrine/contracts/auth';
import type { MailProvider } from '../../integrations/mail/mail.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { nowIso } from '../../lib/json.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { getAllSettings } from '../settings/settings.service.ts';
import { forbidden, getAuthSettings } from './auth-settings.ts';
import type { Client } from './client.ts';
import * as customers from './customer.repository.ts';
import * as repo from './password-reset.repository.ts';
import { addMs, newId, randomToken, sha256Hex } from './secrets.ts';
import { revokeAllSessions } from './session.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Reset mails one account receives per hour at most (the answer stays the same past it). */
export const MAX_RESET_MAILS_PER_HOUR = 5;

const invalidLink = () => badRequest(AuthMessages.resetInvalid, { token: [AuthMessages.resetInvalid] });

/**
 * Forgot password: mails /account/reset-password/{email}/{token} to a known email. The answer is
 * the same for unknown emails, and the mail goes out after the answer, so timing tells nothing.
 */
export async function requestPasswordReset(client: Pick<Client, 'log'>, deps: Deps, mail: MailProvider, email: string): Promise<void> {
  const settings = await getAuthSettings(deps.db);
  if (!settings.enablePasswordAuth) throw forbidden(AuthMessages.passwordLoginDisabled);
  // PUBLIC_URL (or localhost in development), never the request's Host: a forged Host would
  // otherwise mail a valid token to a server the attacker runs (issue 9).
  const link = deps.config.publicUrl;
  const work = async () => {
    const customer = await customers.findCustomerByEmail(deps.db.kysely, email);
    if (!customer) return;
    const now = nowIso();
    if ((await repo.countRecentResets(deps.db.kysely, customer.id, addMs(now, -RESET_TTL_MS))) >= MAX_RESET_MAILS_PER_HOUR) return;
    const token = randomToken();
    await repo.insertReset(deps.db.kysely, {
      id: newId('pwr'),
      customer_id: customer.id,
      token_hash: sha256Hex(token),
      created_at: now,
      expires_at: addMs(now, RESET_TTL_MS),
      used_at: null,
    });
    const all = await getAllSettings(deps.db);
    const store = typeof all.store_name === 'string' && all.store_name ? all.store_name : 'Vitrine';
    await mail.send({
      to: email,
      subject: `Reset your ${store} password`,
      text: [
        `Hello ${customer.first_name || ''}`.trim(),
        '',
        `Someone asked to reset the password of your ${store} account. To choose a new password, open:`,
        `${link}/account/reset-password/${encodeURIComponent(email)}/${token}`,
        '',
        `The link works once and expires in ${RESET_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this mail.`,
      ].join('\n'),
    });
  };
  trackDelivery(work().catch((err) => client.log.error({ err }, 'password reset mail failed')));
}

// Deliveries still running, so tests (and a graceful shutdown) can wait for them.
const pending = new Set<Promise<unknown>>();
function trackDelivery(delivery: Promise<unknown>): void {
  pending.add(delivery);
  void delivery.finally(() => pending.delete(delivery));
}
export async function settleDeliveries(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}

export async function validateReset(deps: Deps, email: string, token: string): Promise<void> {
  const reset = await repo.findOpenReset(deps.db.kysely, sha256Hex(token), email, nowIso());
  if (!reset) throw invalidLink();
}

/** Sets the new password, closes every reset link and signs every session of the account out. */
export async function completeReset(deps: Deps, body: { email: string; token: string; password: string }): Promise<void> {
  const { db } = deps;
  const now = nowIso();
  const reset = await repo.findOpenReset(db.kysely, sha256Hex(body.token), body.email, now);
  if (!reset) throw invalidLink();
  const passwordHash = await hashPassword(body.password);
  if (!(await repo.consumeReset(db.kysely, reset.id, nowIso()))) throw invalidLink();
  const customer = await customers.findCustomerById(db.kysely, reset.customer_id);
  await customers.updateCustomer(db.kysely, reset.customer_id, {
    password_hash: passwordHash,
    // The mailed link proved the address.
    email_verified_at: customer?.email_verified_at ?? now,
    updated_at: now,
  });
  await repo.closeCustomerResets(db.kysely, reset.customer_id, now);
  await revokeAllSessions(db, reset.customer_id);
}
