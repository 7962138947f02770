import { successEnvelope } from '@vitrine/contracts/envelope';
import { searchProductsSchema, searchSuggestQuerySchema } from '@vitrine/contracts/search';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import * as search from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/search/search', async (request) => {
    const { query, limit } = parseInput(searchSuggestQuerySchema, request.query ?? {});
    return successEnvelope(await search.suggest(db, query, limit));
  });

  app.post('/api/search/search-products', async (request) => {
    const body = parseInput(searchProductsSchema, request.body ?? {});
    return successEnvelope(await search.searchProducts(db, body));
  });
}
