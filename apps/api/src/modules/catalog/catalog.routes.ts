import { categoryGridRequestSchema, productGridRequestSchema } from '@vitrine/contracts/catalog';
import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import * as catalog from './catalog.service.ts';
import * as categories from './category.service.ts';
import { listingRoutes } from './listing.routes.ts';
import { productRoutes } from './product.routes.ts';

export const categoryTreeQuerySchema = z.object({ category_id: z.string().trim().min(1).max(200).optional() });

export async function catalogRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  app.post('/api/product/product-grid', async (request) => {
    const body = parseInput(productGridRequestSchema, request.body ?? {});
    return successEnvelope(await catalog.getProductGrid(db, body));
  });

  app.post('/api/category/category-grid', async (request) => {
    const body = parseInput(categoryGridRequestSchema, request.body ?? {});
    return successEnvelope(await catalog.getCategoryGrid(db, body));
  });

  app.get('/api/category/all', async (request) => {
    const { category_id } = parseInput(categoryTreeQuerySchema, request.query ?? {});
    return successEnvelope(await categories.getCategoryTree(db, category_id));
  });

  app.get('/api/tag/all', async () => successEnvelope(await categories.listTags(db)));

  await listingRoutes(app, deps);
  await productRoutes(app, deps);
}
