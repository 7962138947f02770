import { ErrorCode, errorEnvelope, successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import * as repo from './base.repository.ts';
import { recordHeartbeat, requestHost } from './base.service.ts';

export async function baseRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  app.get('/api/base/host', { config: { siteLockExempt: true } }, async (request) => {
    const host = requestHost(request, config);
    return successEnvelope({ host, url: config.publicUrl ?? `${request.protocol}://${host}` });
  });

  app.post('/api/base/heart-beat', { config: { siteLockExempt: true } }, async (request) => {
    return successEnvelope(await recordHeartbeat(db, requestHost(request, config)));
  });

  // Operations: load balancers and the e2e runner poll this; it checks the database.
  app.get('/api/health', { config: { siteLockExempt: true }, logLevel: 'warn' }, async (_request, reply) => {
    try {
      await repo.pingDatabase(db.kysely);
      return successEnvelope({ ok: true, database: db.dialect });
    } catch (err) {
      _request.log.error({ err }, 'health check failed');
      return reply.status(503).send(errorEnvelope(503, ErrorCode.internal, 'Database unavailable'));
    }
  });
}
