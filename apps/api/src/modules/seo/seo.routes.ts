import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import * as seo from './seo.service.ts';

export async function seoRoutes(app: FastifyInstance, { db }: AppDeps) {
  // Read by the web's sitemap.xml resource route (which sets the public cache headers).
  app.get('/api/seo/sitemap', async () => successEnvelope(await seo.getSitemapData(db)));
}
