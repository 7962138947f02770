import { outboxQuerySchema } from '@vitrine/contracts/auth';
import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { listOutbox } from './dev-outbox.service.ts';

/**
 * GET /api/dev/outbox: recent outbox messages, newest first (query channel, to, limit). Answers
 * 404 like an unknown route unless the outbox is on (DEV_OUTBOX; off by default in production).
 */
export async function devOutboxRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  app.get('/api/dev/outbox', { config: { siteLockExempt: true } }, async (request) => {
    if (!config.devOutbox) throw notFound('Page not found: /api/dev/outbox');
    const query = parseInput(outboxQuerySchema, request.query ?? {});
    return successEnvelope(await listOutbox(db, query));
  });
}
