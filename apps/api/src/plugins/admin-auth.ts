import crypto from 'node:crypto';
import { ADMIN_COOKIE_MAX_AGE_S, CookieName } from '@vitrine/contracts/cookies';
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
 * What the admin cookie holds: when it was issued (seconds since the epoch) and an HMAC keyed by
 * the token over that time, so the cookie proves the token without carrying it, changing
 * ADMIN_TOKEN signs every owner out, and the server itself refuses a cookie past its lifetime
 * (a copied cookie does not outlive ADMIN_COOKIE_MAX_AGE_S because a browser was told to keep it).
 */
export function adminCookieValue(adminToken: string, issuedAtMs = Date.now()): string {
  const issuedAt = Math.floor(issuedAtMs / 1000);
  return `${issuedAt}.${adminCookieMac(adminToken, issuedAt)}`;
}

function adminCookieMac(adminToken: string, issuedAt: number): string {
  return crypto.createHmac('sha256', adminToken).update(`vitrine admin cookie ${issuedAt}`).digest('base64url');
}

/** A little leeway for clocks of several app processes that disagree by a few seconds. */
const CLOCK_SKEW_S = 60;

/** Whether `value` is an admin cookie this token issued and that is still within its lifetime. */
export function isValidAdminCookie(value: string, adminToken: string, nowMs = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{1,100})$/.exec(value);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  const age = Math.floor(nowMs / 1000) - issuedAt;
  if (age > ADMIN_COOKIE_MAX_AGE_S || age < -CLOCK_SKEW_S) return false;
  return tokensMatch(match[2]!, adminCookieMac(adminToken, issuedAt));
}

function hasAdminCookie(request: FastifyRequest, adminToken: string): boolean {
  const given = request.cookies?.[CookieName.admin];
  return typeof given === 'string' && isValidAdminCookie(given, adminToken);
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
 * client IP; past MAX_ADMIN_TOKEN_FAILURES within the window every wrong token from that IP
 * answers 429 with Retry-After until the window ends. The right token is never counted and never
 * refused: a stranger's guesses from the owner's network (a shop's shared Wi-Fi, a mobile carrier's
 * NAT) must not lock the owner out for 15 minutes. Guessing stays hopeless: ADMIN_TOKEN is long and
 * random, and a tripped IP learns nothing from its 429s. Requests without a token are not touched.
 * Counted once per request here, whichever routes then read the token; in memory, per process.
 */
export const adminTokenThrottlePlugin = fp(async (app: FastifyInstance, { config }: AppDeps) => {
  const failures = new AttemptCounter(MAX_ADMIN_TOKEN_FAILURES, ADMIN_TOKEN_FAILURE_WINDOW_MS);
  app.addHook('onRequest', async (request) => {
    const given = readAdminToken(request);
    if (given === null) return;
    if (config.adminToken && tokensMatch(given, config.adminToken)) return;
    const wait = failures.retryAfterSeconds(request.ip);
    if (wait > 0) throw tooManyAttempts(Messages.adminTokenThrottled, wait);
    failures.record(request.ip);
  });
});
