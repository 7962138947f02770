import { successEnvelope } from '@vitrine/contracts/envelope';
import { pluginPaneQuerySchema } from '@vitrine/contracts/plugin-panes';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireCustomerOf } from '../auth/client.http.ts';
import { getPluginPane } from './plugin-panes.service.ts';

/** GET /api/account/plugin-pane?path=/account/…: a plugin's account pane, for signed-in customers. */
export async function pluginPanesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/account/plugin-pane', async (request) => {
    await requireCustomerOf(request, deps);
    const { path } = parseInput(pluginPaneQuerySchema, request.query ?? {});
    return successEnvelope(await getPluginPane(deps.db, path));
  });
}
