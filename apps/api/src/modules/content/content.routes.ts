import { pathQuerySchema } from '@vitrine/contracts/content';
import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import * as content from './content.service.ts';

export const contentIdParamSchema = z.object({ id: z.string().min(1).max(200) });

export async function contentRoutes(app: FastifyInstance, { db }: AppDeps) {
  // {id} is the page slug resolved by spec §2's rules; ?path is the storefront path it came from.
  app.get('/api/template/:id', async (request) => {
    const { id } = parseInput(contentIdParamSchema, request.params);
    return successEnvelope({ template: await content.getTemplate(db, id) });
  });

  app.get('/api/page/:id', async (request) => {
    const { id } = parseInput(contentIdParamSchema, request.params);
    const { path } = parseInput(pathQuerySchema, request.query);
    return successEnvelope(await content.getPage(db, id, path));
  });

  app.get('/api/templateBoth/:id', async (request) => {
    const { id } = parseInput(contentIdParamSchema, request.params);
    const { path } = parseInput(pathQuerySchema.passthrough(), request.query);
    const [page, template] = await Promise.all([content.getPage(db, id, path), content.getTemplate(db, id)]);
    return successEnvelope({ template, ...page });
  });

  app.get('/api/menu/:id', async (request) => {
    const { id } = parseInput(contentIdParamSchema, request.params);
    return successEnvelope(await content.getMenu(db, id));
  });

  app.get('/api/slider/:id', async (request) => {
    const { id } = parseInput(contentIdParamSchema, request.params);
    return successEnvelope(await content.getSlider(db, id));
  });
}
