import crypto from 'node:crypto';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

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

export function isAdminRequest(request: FastifyRequest, adminToken: string | undefined): boolean {
  const given = readAdminToken(request);
  return Boolean(adminToken && given && tokensMatch(given, adminToken));
}

/** Owner-side routes: without a configured ADMIN_TOKEN the admin API is closed. */
export function requireAdmin(request: FastifyRequest, adminToken: string | undefined): void {
  if (!isAdminRequest(request, adminToken)) {
    throw new AppError(ErrorCode.unauthorized, 401, Messages.invalidAdminToken);
  }
}
