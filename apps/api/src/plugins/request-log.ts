import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maskUrlTokens } from '../lib/mask-url-tokens.ts';

/** Set by the one-process SSR on its in-memory API calls, which share the page's request id. */
export const INTERNAL_CALL_HEADER = 'x-vitrine-internal';

const shedRequests = new WeakSet<FastifyRequest>();

/**
 * Marks a request answered 503 on purpose because the process was busy (load shedding). Shedding
 * is the server working as designed under overload, so its line is a warning, not an error: a
 * burst must not bury the real failures in the error log.
 */
export function markShed(request: FastifyRequest): void {
  shedRequests.add(request);
}

/**
 * One structured line per request when it completes (pino JSON: reqId, method, url, status, ms).
 * The in-memory API calls a page makes are logged at debug level, so a page view is one info line.
 * Token query values are masked (lib/mask-url-tokens.ts): the logs hold no credential.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const internal = request.headers[INTERNAL_CALL_HEADER] === '1';
    const line = {
      method: request.method,
      url: maskUrlTokens(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(internal ? { internal: true } : { ip: request.ip }),
    };
    if (internal) request.log.debug(line, 'api call');
    else if (shedRequests.has(request)) request.log.warn(line, 'request shed: too busy');
    else if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else request.log.info(line, 'request');
  });
}
