import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../lib/deps.ts';
import { buildOpenApiDocument, OPENAPI_MEDIA_TYPE } from './build-openapi.ts';
import { DOCS_PAGE_CSP, renderDocsPage } from './docs-page.ts';
import { operations } from './operations.ts';

/** The routes of this module; they describe the API, so they are not in the table themselves. */
export const OPENAPI_ROUTES = ['GET /api/openapi.json', 'GET /api/docs'] as const;

/**
 * GET /api/openapi.json always; GET /api/docs, a readable page of the same document, outside
 * production only. Both open in every site mode: they describe the API, not the shop's data. The
 * security plugin's `cache-control: no-store` is kept, as for the rest of /api.
 */
export async function openApiRoutes(app: FastifyInstance, { config }: AppDeps): Promise<void> {
  // Built once, at start: the table is fixed for the life of the process.
  const document = buildOpenApiDocument(operations, { serverUrl: config.publicUrl });
  const json = JSON.stringify(document);
  const open = { config: { siteLockExempt: true } };

  // Its own media type, not application/json: the document is not an /api envelope.
  app.get('/api/openapi.json', open, async (_request, reply) => reply.type(OPENAPI_MEDIA_TYPE).send(json));

  if (config.env === 'production') return;
  const html = renderDocsPage(document);
  app.get('/api/docs', open, async (_request, reply) => reply.type('text/html; charset=utf-8').header('content-security-policy', DOCS_PAGE_CSP).send(html));
}
