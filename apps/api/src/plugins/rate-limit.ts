import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../lib/deps.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that guess secrets or send messages opt in to the per-IP limit. */
    limited?: boolean;
  }
}

/**
 * Per client IP and per process (docs/operations.md), RATE_LIMIT_PER_MINUTE requests a minute on
 * the routes marked `limited`: the visitor password and mode subscriptions (later: OTP, login).
 * In one process the SSR reaches the API in memory with the shopper's IP as remote address.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { config }: AppDeps) => {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.routeOptions.config?.limited,
  });
});
