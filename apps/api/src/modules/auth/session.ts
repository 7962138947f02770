import { AuthMessages } from '@vitrine/contracts/auth';
import { SESSION_COOKIE_MAX_AGE_S } from '@vitrine/contracts/cookies';
import { ErrorCode } from '@vitrine/contracts/envelope';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { nowIso } from '../../lib/json.ts';
import type { Client, SessionCookie } from './client.ts';
import { addMs, newId, randomToken, sha256Hex } from './secrets.ts';
import * as repo from './session.repository.ts';

// Database sessions (CONVENTIONS security defaults): the cookie holds a random 256-bit token, the
// database only its SHA-256. Other modules ask here who is signed in; client.http.ts alone reads
// and writes the cookie.

export interface SignedInCustomer {
  id: string;
  sessionId: string;
}

/** Server-side life of a session whose cookie lasts until the browser closes (remember_me off). */
export const BROWSER_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

// One lookup per request (per Client, which clientOf makes once a request), however many services ask.
const lookups = new WeakMap<Client, Promise<SignedInCustomer | null>>();

export function findSignedInCustomer(client: Client, deps: Pick<AppDeps, 'db'>): Promise<SignedInCustomer | null> {
  let lookup = lookups.get(client);
  if (!lookup) {
    lookup = lookUpSession(deps.db, client.sessionToken);
    lookups.set(client, lookup);
  }
  return lookup;
}

async function lookUpSession(db: Db, token: string | null): Promise<SignedInCustomer | null> {
  if (!token) return null;
  const row = await repo.findLiveSession(db.kysely, sha256Hex(token), nowIso());
  return row ? { id: row.customer_id, sessionId: row.id } : null;
}

/** 401 'Please login to continue' for guests (and for revoked or expired sessions). */
export async function requireCustomer(client: Client, deps: Pick<AppDeps, 'db'>): Promise<SignedInCustomer> {
  const customer = await findSignedInCustomer(client, deps);
  if (!customer) throw new AppError(ErrorCode.unauthorized, 401, AuthMessages.loginRequired);
  return customer;
}

export interface StartSessionOptions {
  persistent: boolean;
}

/**
 * Signs the customer in on this browser: the browser's previous session (if any) is revoked and a
 * fresh token is issued (rotation at login, so a planted cookie never becomes a signed-in one).
 * The routes set the returned cookie.
 */
export async function startSession(
  client: Client,
  deps: Pick<AppDeps, 'db'>,
  customerId: string,
  options: StartSessionOptions,
): Promise<{ signedIn: SignedInCustomer; cookie: SessionCookie }> {
  const now = nowIso();
  if (client.sessionToken) await repo.revokeSessionByTokenHash(deps.db.kysely, sha256Hex(client.sessionToken), now);
  const token = randomToken();
  const id = newId('ses');
  const lifetime = options.persistent ? SESSION_COOKIE_MAX_AGE_S * 1000 : BROWSER_SESSION_LIFETIME_MS;
  await repo.insertSession(deps.db.kysely, {
    id,
    customer_id: customerId,
    token_hash: sha256Hex(token),
    persistent: options.persistent ? 1 : 0,
    user_agent: client.userAgent,
    ip: client.ip,
    created_at: now,
    expires_at: addMs(now, lifetime),
    revoked_at: null,
  });
  const signedIn = { id: customerId, sessionId: id };
  lookups.set(client, Promise.resolve(signedIn));
  return { signedIn, cookie: { kind: 'set', token, persistent: options.persistent } };
}

/** Logout: revokes this browser's session (harmless for guests); the routes clear the cookie. */
export async function endSession(client: Client, deps: Pick<AppDeps, 'db'>): Promise<SessionCookie> {
  if (client.sessionToken) await repo.revokeSessionByTokenHash(deps.db.kysely, sha256Hex(client.sessionToken), nowIso());
  lookups.set(client, Promise.resolve(null));
  return { kind: 'clear' };
}

/** Password change keeps this browser signed in and signs every other one out. */
export function revokeOtherSessions(db: Db, customer: SignedInCustomer): Promise<number> {
  return repo.revokeCustomerSessions(db.kysely, customer.id, customer.sessionId, nowIso());
}

export function revokeAllSessions(db: Db, customerId: string): Promise<number> {
  return repo.revokeCustomerSessions(db.kysely, customerId, null, nowIso());
}
