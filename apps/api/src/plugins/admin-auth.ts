import crypto from 'node:crypto';
import { CookieName } from '@vitrine/contracts/cookies';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, tooManyAttempts } from '../lib/app-error.ts';
import { AttemptCounter } from '../lib/attempt-counter.ts';
import type { AppDeps } from '../lib/deps.ts';

/** Wrong admin tokens one client IP may send within the window before it is refused (429). */
export const MAX_ADMIN_TOKEN_FAILURES = 10;
export const ADMIN_TOKEN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Compares in constant time (over SHA-256 digests, so lengths leak nothing either). */
export function tokensMatch(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export function readAdminToken(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  const header = request.headers['x-admin-token'];
  return typeof header === 'string' ? header : null;
}

/**
 * What the admin cookie holds: a value derived from the token (HMAC), so the cookie proves the
 * token without carrying it, and changing ADMIN_TOKEN signs every owner out.
 */
export function adminCookieValue(adminToken: string): string {
  return crypto.createHmac('sha256', adminToken).update('vitrine admin cookie').digest('base64url');
}

function hasAdminCookie(request: FastifyRequest, adminToken: string): boolean {
  const given = request.cookies?.[CookieName.admin];
  return typeof given === 'string' && given.length > 0 && tokensMatch(given, adminCookieValue(adminToken));
}

/** The owner: the admin token in a header, or the admin cookie /admin/login set (the editor page). */
export function isAdminRequest(request: FastifyRequest, adminToken: string | undefined): boolean {
  if (!adminToken) return false;
  const given = readAdminToken(request);
  if (given !== null) return tokensMatch(given, adminToken);
  return hasAdminCookie(request, adminToken);
}

/** Owner-side routes: without a configured ADMIN_TOKEN the admin API is closed. */
export function requireAdmin(request: FastifyRequest, adminToken: string | undefined): void {
  if (!isAdminRequest(request, adminToken)) {
    throw new AppError(ErrorCode.unauthorized, 401, Messages.invalidAdminToken);
  }
}

/**
 * Throttles guessing of the admin token: a request carrying a wrong token counts against its
 * client IP; past MAX_ADMIN_TOKEN_FAILURES within the window every request from that IP that
 * carries a token (even the right one, or the 429 would tell a right guess from a wrong one)
 * answers 429 with Retry-After until the window ends. Requests without a token are not touched.
 * Counted once per request here, whichever routes then read the token; in memory, per process.
 */
export const adminTokenThrottlePlugin = fp(async (app: FastifyInstance, { config }: AppDeps) => {
  const failures = new AttemptCounter(MAX_ADMIN_TOKEN_FAILURES, ADMIN_TOKEN_FAILURE_WINDOW_MS);
  app.addHook('onRequest', async (request) => {
    const given = readAdminToken(request);
    if (given === null) return;
    const wait = failures.retryAfterSeconds(request.ip);
    if (wait > 0) throw tooManyAttempts(Messages.adminTokenThrottled, wait);
    if (!config.adminToken || !tokensMatch(given, config.adminToken)) failures.record(request.ip);
  });
});
