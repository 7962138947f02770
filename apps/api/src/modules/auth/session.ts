import { CookieName, SESSION_COOKIE_MAX_AGE_S } from '@vitrine/contracts/cookies';
import { ErrorCode } from '@vitrine/contracts/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { nowIso } from '../../lib/json.ts';
import { isSecureCookie } from '../../lib/secure-cookie.ts';
import type { AppConfig } from '../../plugins/config.ts';
import { AuthMessages } from '@vitrine/contracts/auth';
import { addMs, newId, randomToken, sha256Hex } from './secrets.ts';
import * as repo from './session.repository.ts';

// Database sessions (CONVENTIONS security defaults): the cookie holds a random 256-bit token, the
// database only its SHA-256. Other modules ask here who is signed in; nothing else reads the cookie.

export interface SignedInCustomer {
  id: string;
  sessionId: string;
}

/** Server-side life of a session whose cookie lasts until the browser closes (remember_me off). */
export const BROWSER_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

// One lookup per request, however many services ask.
const lookups = new WeakMap<FastifyRequest, Promise<SignedInCustomer | null>>();

export function readSessionToken(request: FastifyRequest): string | null {
  const token = request.cookies?.[CookieName.session];
  return token && token.length <= 200 ? token : null;
}

export function findSignedInCustomer(request: FastifyRequest, deps: Pick<AppDeps, 'db'>): Promise<SignedInCustomer | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpSession(deps.db, readSessionToken(request));
    lookups.set(request, lookup);
  }
  return lookup;
}

async function lookUpSession(db: Db, token: string | null): Promise<SignedInCustomer | null> {
  if (!token) return null;
  const row = await repo.findLiveSession(db.kysely, sha256Hex(token), nowIso());
  return row ? { id: row.customer_id, sessionId: row.id } : null;
}

/** 401 'Please login to continue' for guests (and for revoked or expired sessions). */
export async function requireCustomer(request: FastifyRequest, deps: Pick<AppDeps, 'db'>): Promise<SignedInCustomer> {
  const customer = await findSignedInCustomer(request, deps);
  if (!customer) throw new AppError(ErrorCode.unauthorized, 401, AuthMessages.loginRequired);
  return customer;
}

export interface StartSessionOptions {
  persistent: boolean;
}

/**
 * Signs the customer in on this browser: the browser's previous session (if any) is revoked and a
 * fresh token is issued (rotation at login, so a planted cookie never becomes a signed-in one).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<AppDeps, 'db' | 'config'>,
  customerId: string,
  options: StartSessionOptions,
): Promise<SignedInCustomer> {
  const now = nowIso();
  const previous = readSessionToken(request);
  if (previous) await repo.revokeSessionByTokenHash(deps.db.kysely, sha256Hex(previous), now);
  const token = randomToken();
  const id = newId('ses');
  const lifetime = options.persistent ? SESSION_COOKIE_MAX_AGE_S * 1000 : BROWSER_SESSION_LIFETIME_MS;
  await repo.insertSession(deps.db.kysely, {
    id,
    customer_id: customerId,
    token_hash: sha256Hex(token),
    persistent: options.persistent ? 1 : 0,
    user_agent: userAgentOf(request),
    ip: request.ip ?? null,
    created_at: now,
    expires_at: addMs(now, lifetime),
    revoked_at: null,
  });
  reply.setCookie(CookieName.session, token, {
    ...sessionCookieOptions(request, deps.config),
    ...(options.persistent ? { maxAge: SESSION_COOKIE_MAX_AGE_S } : {}),
  });
  const signedIn = { id: customerId, sessionId: id };
  lookups.set(request, Promise.resolve(signedIn));
  return signedIn;
}

/** Logout: revokes this browser's session and clears the cookie (harmless for guests). */
export async function endSession(request: FastifyRequest, reply: FastifyReply, deps: Pick<AppDeps, 'db' | 'config'>): Promise<void> {
  const token = readSessionToken(request);
  if (token) await repo.revokeSessionByTokenHash(deps.db.kysely, sha256Hex(token), nowIso());
  reply.clearCookie(CookieName.session, sessionCookieOptions(request, deps.config));
  lookups.set(request, Promise.resolve(null));
}

/** Password change keeps this browser signed in and signs every other one out. */
export function revokeOtherSessions(db: Db, customer: SignedInCustomer): Promise<number> {
  return repo.revokeCustomerSessions(db.kysely, customer.id, customer.sessionId, nowIso());
}

export function revokeAllSessions(db: Db, customerId: string): Promise<number> {
  return repo.revokeCustomerSessions(db.kysely, customerId, null, nowIso());
}

function sessionCookieOptions(request: FastifyRequest, config: AppConfig) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: isSecureCookie(request, config), path: '/' };
}

export function userAgentOf(request: FastifyRequest): string | null {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' && agent ? agent.slice(0, 500) : null;
}
