import crypto from 'node:crypto';
import type { LoginResult } from '@vitrine/contracts/auth';
import { parseCartCookie } from '@vitrine/contracts/cart';
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

/**
 * spec §4: the login event carries the cart session id. The cart cookie's value when the request
 * has one, else a fresh id. The cart merges that guest cart into the customer's on its next call
 * and re-issues the session (modules/cart/cart-session.ts).
 */
export function cartSessionIdOf(client: Pick<Client, 'cartCookie'>): string {
  return parseCartCookie(client.cartCookie) ?? crypto.randomBytes(18).toString('base64url');
}
