import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import * as plugins from './plugins.service.ts';

export const moduleNameSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/),
});

export async function pluginsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/plugins/all', async () => successEnvelope(await plugins.listActivePlugins(db)));

  app.get('/api/plugins/config/:name', async (request) => {
    const { name } = parseInput(moduleNameSchema, request.params);
    return successEnvelope(await plugins.getPluginConfig(db, name));
  });
}
