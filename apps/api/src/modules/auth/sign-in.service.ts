import crypto from 'node:crypto';
import type { LoginResult } from '@vitrine/contracts/auth';
import { CookieName } from '@vitrine/contracts/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { nowIso } from '../../lib/json.ts';
import { getAuthSettings } from './auth-settings.ts';
import type { CustomersTable } from './auth.table.ts';
import { rowToAuthUser } from './customer.mapper.ts';
import { timeOrderedId } from './secrets.ts';
import { startSession, userAgentOf } from './session.ts';

export type SignInMethod = 'password' | 'otp' | 'register';

/** Every successful sign-in ends here: a fresh session, a sign-in log line and the login answer. */
export async function completeSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<AppDeps, 'db' | 'config'>,
  customer: CustomersTable,
  method: SignInMethod,
  persistent = true,
): Promise<LoginResult> {
  await startSession(request, reply, deps, customer.id, { persistent });
  await deps.db.kysely.insertInto('sign_in_logs').values({
    id: timeOrderedId('sil'),
    customer_id: customer.id,
    method,
    user_agent: userAgentOf(request),
    ip: request.ip ?? null,
    created_at: nowIso(),
  }).execute();
  const settings = await getAuthSettings(deps.db);
  return { user: rowToAuthUser(customer, settings), cart_session_id: cartSessionIdOf(request) };
}

const CART_SESSION_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * spec §4: the login event carries the cart session id. The cart cookie's value when the request
 * has one (a plain id, or JSON with cart_session as spec §3 describes it), else a fresh id that
 * the cart will adopt.
 */
export function cartSessionIdOf(request: FastifyRequest): string {
  const raw = request.cookies?.[CookieName.cartSession];
  let candidate: unknown = raw;
  if (raw?.startsWith('{')) {
    try {
      candidate = (JSON.parse(raw) as { cart_session?: unknown }).cart_session;
    } catch {
      candidate = undefined;
    }
  }
  if (typeof candidate === 'string' && CART_SESSION_PATTERN.test(candidate)) return candidate;
  return crypto.randomBytes(18).toString('base64url');
}
