import { successEnvelope } from '@vitrine/contracts/envelope';
import { customGalleryRequestSchema, faqIdParamSchema, galleryRequestSchema } from '@vitrine/contracts/faq-gallery';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import * as service from './faq-gallery.service.ts';

// spec §7: GET /api/faq/{id}; POST /api/plugins/Gallery (body: the gallery's id); POST
// /api/plugins/customGallery (body: product_id). Reads for every visitor; writes are the admin's.
export async function faqGalleryRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/faq/:id', async (request) => {
    const { id } = parseInput(faqIdParamSchema, request.params);
    return successEnvelope(await service.getFaq(db, id));
  });

  app.post('/api/plugins/Gallery', async (request) => {
    const { id } = parseInput(galleryRequestSchema, request.body ?? {});
    return successEnvelope(await service.getGallery(db, id));
  });

  app.post('/api/plugins/customGallery', async (request) => {
    const { product_id } = parseInput(customGalleryRequestSchema, request.body ?? {});
    return successEnvelope(await service.getCustomGallery(db, product_id));
  });
}
