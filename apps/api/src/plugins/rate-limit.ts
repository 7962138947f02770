import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Messages } from '@vitrine/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyAttempts } from '../lib/app-error.ts';
import type { AppDeps } from '../lib/deps.ts';
import { type RateLimitGroup, rateLimitGroupOf } from './rate-limit-groups.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that guess secrets or send messages opt in to the rate limit (rate-limit-groups.ts). */
    limited?: boolean;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Per process (docs/operations.md), each group of `limited` routes allows a client IP
 * RATE_LIMIT_PER_IP_PER_MINUTE requests a minute, counted before the body is read, and
 * RATE_LIMIT_PER_MINUTE per guessed value (email, phone, code), counted once the body is parsed.
 * In one process the SSR reaches the API in memory with the shopper's IP as remote address.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { config }: AppDeps) => {
  await app.register(rateLimit, { global: false, timeWindow: '1 minute' });
  const groupOf = (request: FastifyRequest): RateLimitGroup | undefined =>
    request.routeOptions.config?.limited ? rateLimitGroupOf(request.method, request.routeOptions.url ?? '') : undefined;
  const ipOf = (request: FastifyRequest) => normalizeIP(request.ip);

  // One store per budget: keys name the group, so groups never share a counter.
  const perIp = app.createRateLimit({
    max: config.rateLimit.perIpPerMinute,
    keyGenerator: (request) => `${groupOf(request)?.name}|${ipOf(request)}`,
  });
  const perGuess = app.createRateLimit({
    max: config.rateLimit.perKeyPerMinute,
    keyGenerator: (request) => {
      const group = groupOf(request);
      return `${group?.name}|${ipOf(request)}|${group?.guessed(request)}`;
    },
  });

  const spend = async (limiter: Limiter, request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(Messages.tooManyRequests, Math.max(1, result.ttlInSeconds));
  };
  app.addHook('onRequest', async (request) => {
    if (groupOf(request)) await spend(perIp, request);
  });
  app.addHook('preValidation', async (request) => {
    if (groupOf(request)) await spend(perGuess, request);
  });
});
