import { ErrorCode, errorEnvelope } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

// One error handler (CONVENTIONS.md habit 5): AppErrors keep their status and message, framework
// 4xx errors (bad JSON, body too large) keep theirs, anything else is a 500 whose text is hidden.
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.httpStatus).send(errorEnvelope(error.httpStatus, error.code, error.message, error.errors));
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
