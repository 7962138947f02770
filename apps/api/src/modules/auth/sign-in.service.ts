import crypto from 'node:crypto';
import type { LoginResult } from '@vitrine/contracts/auth';
import type { AppDeps } from '../../lib/deps.ts';
import { nowIso } from '../../lib/json.ts';
import type { CustomersTable } from './auth.table.ts';
import { getAuthSettings } from './auth-settings.ts';
import type { Client, SessionCookie } from './client.ts';
import { rowToAuthUser } from './customer.mapper.ts';
import { timeOrderedId } from './secrets.ts';
import { insertSignInLog } from './session.repository.ts';
import { startSession } from './session.ts';

export type SignInMethod = 'password' | 'otp' | 'register';

/** A sign-in's answer, and the session cookie the routes must set for it. */
export interface SignedIn {
  result: LoginResult;
  cookie: SessionCookie;
}

/** Every successful sign-in ends here: a fresh session, a sign-in log line and the login answer. */
export async function completeSignIn(
  client: Client,
  deps: Pick<AppDeps, 'db' | 'config'>,
  customer: CustomersTable,
  method: SignInMethod,
  persistent = true,
): Promise<SignedIn> {
  const { cookie } = await startSession(client, deps, customer.id, { persistent });
  await insertSignInLog(deps.db.kysely, {
    id: timeOrderedId('sil'),
    customer_id: customer.id,
    method,
    user_agent: client.userAgent,
    ip: client.ip,
    created_at: nowIso(),
  });
  const settings = await getAuthSettings(deps.db);
  return { result: { user: rowToAuthUser(customer, settings), cart_session_id: cartSessionIdOf(client) }, cookie };
}

const CART_SESSION_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * spec §4: the login event carries the cart session id. The cart cookie's value when the request
 * has one (a plain id, or JSON with cart_session as spec §3 describes it), else a fresh id that
 * the cart will adopt.
 */
export function cartSessionIdOf(client: Pick<Client, 'cartCookie'>): string {
  const raw = client.cartCookie;
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
