import { ErrorCode, errorEnvelope, successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import * as repo from './base.repository.ts';
import { publicHost, recordHeartbeat } from './base.service.ts';

export async function baseRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  // From configuration only: the request's Host header never names the shop (issue 9).
  app.get('/api/base/host', { config: { siteLockExempt: true } }, async () => {
    return successEnvelope({ host: publicHost(config), url: config.publicUrl });
  });

  app.post('/api/base/heart-beat', { config: { siteLockExempt: true } }, async () => {
    return successEnvelope(await recordHeartbeat(db, publicHost(config)));
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
