import type { FastifyInstance } from 'fastify';

/** Set by the one-process SSR on its in-memory API calls, which share the page's request id. */
export const INTERNAL_CALL_HEADER = 'x-vitrine-internal';

/**
 * One structured line per request when it completes (pino JSON: reqId, method, url, status, ms).
 * The in-memory API calls a page makes are logged at debug level, so a page view is one info line.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const internal = request.headers[INTERNAL_CALL_HEADER] === '1';
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(internal ? { internal: true } : { ip: request.ip }),
    };
    if (internal) request.log.debug(line, 'api call');
    else if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else request.log.info(line, 'request');
  });
}
