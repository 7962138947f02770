import { categoryGridRequestSchema, productGridRequestSchema } from '@vitrine/contracts/catalog';
import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import * as catalog from './catalog.service.ts';

export async function catalogRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post('/api/product/product-grid', async (request) => {
    const body = parseInput(productGridRequestSchema, request.body ?? {});
    return successEnvelope(await catalog.getProductGrid(db, body));
  });

  app.post('/api/category/category-grid', async (request) => {
    const body = parseInput(categoryGridRequestSchema, request.body ?? {});
    return successEnvelope(await catalog.getCategoryGrid(db, body));
  });
}
