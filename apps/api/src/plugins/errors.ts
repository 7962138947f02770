import { ErrorCode, errorEnvelope } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { BASELINE_HEADERS } from './security.ts';

// One error handler (CONVENTIONS.md habit 5): AppErrors keep their status and message, framework
// 4xx errors (bad JSON, body too large) keep theirs, anything else is a 500 whose text is hidden.
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.httpStatus).send(errorEnvelope(error.httpStatus, error.code, error.message, error.errors, error.details));
    }
    if (isStatementTimeout(error)) {
      // The query ran past DATABASE_STATEMENT_TIMEOUT_MS and PostgreSQL cancelled it: the shop is
      // busy, not broken, so a 503 the client may retry (docs/operations.md).
      request.log.warn({ err: error }, 'database statement timed out');
      reply.header('retry-after', '1');
      return reply.status(503).send(errorEnvelope(503, ErrorCode.databaseTimeout, Messages.databaseBusy));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? ErrorCode.tooManyRequests : status === 415 ? ErrorCode.unsupportedMediaType : ErrorCode.badRequest;
      const message = status === 429 ? Messages.tooManyRequests : error.message;
      return reply.status(status).send(errorEnvelope(status, code, message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorEnvelope(500, ErrorCode.internal, Messages.unexpectedError));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorEnvelope(404, ErrorCode.notFound, `${Messages.routeNotMatched}: ${request.url.split('?')[0]}`));
  });
});

/** PostgreSQL's query_canceled (SQLSTATE 57014): statement_timeout, or a cancel request. */
function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: unknown }).code === '57014';
}

/** Renders the storefront's answer for a shop address the router could not read (apps/server/src/ssr.ts). */
export type UnreadableAddressPage = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
const addressPages = new WeakMap<FastifyInstance, UnreadableAddressPage>();

/** The composition root hands in the storefront's page once SSR is registered. */
export function setUnreadableAddressPage(app: FastifyInstance, page: UnreadableAddressPage): void {
  addressPages.set(app, page);
}

/**
 * Fastify's router refuses some addresses before any hook or handler runs (a path segment that is
 * not valid percent-encoded UTF-8, one longer than 100 characters) and by default answers them
 * in a shape of its own. `frameworkErrors` sends them here: the envelope for API, image and
 * media paths; a shop page gets the storefront's own answer (its 404 page), or without a
 * storefront a small page. The address itself is never echoed back.
 */
export function answerFrameworkError(app: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode === 414 ? 414 : 400;
  const message = status === 414 ? Messages.addressTooLong : Messages.badAddress;
  // No hook runs for these requests: the headers every answer carries are set here.
  reply.headers({ ...BASELINE_HEADERS, 'x-request-id': request.id });
  if (/^\/(api|img|media|assets)\//.test(request.raw.url ?? '')) {
    reply.status(status).send(errorEnvelope(status, ErrorCode.badRequest, message));
    return;
  }
  const page = addressPages.get(app);
  const fallback = () => reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(badAddressPage(message));
  if (!page) {
    fallback();
    return;
  }
  page(request, reply).catch((err: unknown) => {
    request.log.error({ err }, 'unreadable address page failed');
    if (!reply.sent) fallback();
  });
}

function badAddressPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><main><h1>${message}</h1><p>Check the address, or <a href="/">go to the home page</a>.</p></main></body></html>`;
}
