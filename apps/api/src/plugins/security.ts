import { ErrorCode } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { containsNul } from '../lib/contains-nul.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF and content-type defaults for state-changing API calls: a browser's Origin (when sent) must
 * be this host, and bodies must be JSON. Requests without Origin (server-to-server, in-process
 * SSR calls, curl) are allowed; browsers always send Origin on cross-site POSTs.
 */
export function checkOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Headers every response carries, whoever answers it (API, pages, assets, /media, /img, 404s):
 * browsers must not guess content types (an upload served as HTML), and other sites learn at most
 * our origin from a link, never a path such as a reset link's. Added on the root instance before
 * anything else is registered, so every route inherits it.
 */
export function addBaselineHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(BASELINE_HEADERS);
  });
}

export const BASELINE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (SAFE_METHODS.has(request.method)) return;
    // request.host honours X-Forwarded-Host only when TRUST_PROXY is on.
    if (!checkOrigin(request.headers.origin, request.host)) {
      throw new AppError(ErrorCode.badOrigin, 403, Messages.badOrigin);
    }
    const type = request.headers['content-type'];
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
    if (hasBody && !type?.toLowerCase().startsWith('application/json')) {
      throw new AppError(ErrorCode.unsupportedMediaType, 415, Messages.jsonOnly);
    }
  });

  // NUL in a path segment, query or body: PostgreSQL refuses it mid-statement (a 500), SQLite
  // would store it. Refused before any route reads it, the same on both databases.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError(ErrorCode.badRequest, 400, Messages.nulCharacter);
    }
  });
});
