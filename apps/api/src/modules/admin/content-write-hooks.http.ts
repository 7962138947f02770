import type { FastifyInstance } from 'fastify';
import { forgetReadCaches } from '../../lib/db-cache.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { requireAdmin } from '../../plugins/admin-auth.ts';

/**
 * The hooks every owner write of shop content shares (storefront, pages, blog, FAQs, galleries):
 * the admin token first; a successful write drops the read caches before its answer leaves, so
 * the owner's very next request reads the change (decisions/024), and the HTML cache forgets its
 * pages after it (decisions/006). Call inside the `app.register` scope of those routes only.
 */
export function addContentWriteHooks(admin: FastifyInstance, { db, config, events }: Pick<AppDeps, 'db' | 'config' | 'events'>): void {
  admin.addHook('onRequest', async (request) => requireAdmin(request, config.adminToken));
  admin.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400) forgetReadCaches(db);
    return payload;
  });
  admin.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400) events?.changed(request.routeOptions.url ?? request.url);
  });
}
