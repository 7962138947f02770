import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { isAdminRequest } from '../../plugins/admin-auth.ts';
import { slugParamSchema } from './listing.routes.ts';
import * as products from './product.service.ts';

// spec §7 single-product: "param is_published, default true". Whatever it says, only the owner
// (a request with the admin token) sees an unpublished product; the parameter alone never does.
export const productQuerySchema = z.object({
  sku: z.string().trim().min(1).max(100).optional(),
  is_published: z.enum(['true', 'false', '1', '0']).default('true'),
});

export async function productRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  app.get('/api/product/single-product/:slug', async (request, reply) => {
    const { slug } = parseInput(slugParamSchema, request.params);
    const { sku } = parseInput(productQuerySchema, request.query ?? {});
    const isOwner = isAdminRequest(request, config.adminToken);
    const product = await products.getProductDetail(db, slug, { sku, isOwner });
    // An owner's preview of an unpublished product must never land in a shared cache.
    if (!product.is_published) reply.header('cache-control', 'private, no-store');
    return successEnvelope(product);
  });

  app.get('/api/product/single-product/:slug/related', async (request) => {
    const { slug } = parseInput(slugParamSchema, request.params);
    const isOwner = isAdminRequest(request, config.adminToken);
    return successEnvelope(await products.getRelatedProducts(db, slug, isOwner));
  });
}
