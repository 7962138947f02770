import { successEnvelope } from '@vitrine/contracts/envelope';
import {
  customGallerySaveSchema,
  FaqGalleryMessages,
  faqIdParamSchema,
  faqSaveSchema,
  gallerySaveSchema,
  productIdParamSchema,
} from '@vitrine/contracts/faq-gallery';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { addContentWriteHooks } from '../admin/content-write-hooks.http.ts';
import * as service from './faq-gallery.service.ts';

// The owner's FAQs and galleries, guarded by the admin token. Like the other admin writes, a write
// drops the read caches before its answer leaves and the HTML cache after (decisions/024, 006).
export async function faqGalleryAdminRoutes(app: FastifyInstance, { db, config, events }: AppDeps) {
  await app.register(async (admin) => {
    addContentWriteHooks(admin, { db, config, events });
    const open = { config: { siteLockExempt: true } };

    admin.put('/api/admin/faqs/:id', open, async (request) => {
      const { id } = parseInput(faqIdParamSchema, request.params);
      const body = parseInput(faqSaveSchema, request.body ?? {});
      return successEnvelope(await service.saveFaq(db, id, body), FaqGalleryMessages.faqSaved);
    });

    admin.delete('/api/admin/faqs/:id', open, async (request) => {
      const { id } = parseInput(faqIdParamSchema, request.params);
      return successEnvelope(await service.deleteFaq(db, id), FaqGalleryMessages.faqDeleted);
    });

    admin.put('/api/admin/galleries/:id', open, async (request) => {
      const { id } = parseInput(faqIdParamSchema, request.params);
      const body = parseInput(gallerySaveSchema, request.body ?? {});
      return successEnvelope(await service.saveGallery(db, id, body), FaqGalleryMessages.gallerySaved);
    });

    admin.delete('/api/admin/galleries/:id', open, async (request) => {
      const { id } = parseInput(faqIdParamSchema, request.params);
      return successEnvelope(await service.deleteGallery(db, id), FaqGalleryMessages.galleryDeleted);
    });

    admin.put('/api/admin/products/:product_id/gallery', open, async (request) => {
      const { product_id } = parseInput(productIdParamSchema, request.params);
      const { images } = parseInput(customGallerySaveSchema, request.body ?? {});
      return successEnvelope(await service.saveCustomGallery(db, product_id, images), FaqGalleryMessages.customGallerySaved);
    });
  });
}
