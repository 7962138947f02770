import { successEnvelope } from '@vitrine/contracts/envelope';
import { listingFiltersSchema, listingRequestSchema, MAX_SEARCH_LENGTH, urlToListingQuery } from '@vitrine/contracts/listing';
import { Messages } from '@vitrine/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import * as listing from './listing.service.ts';

export const slugParamSchema = z.object({ slug: z.string().trim().min(1).max(200) });

export const filtersQuerySchema = z
  .object({
    /** Without a type, 'all' is the whole shop (as /shop-online lists it) and any other slug a category. */
    type: z.enum(['category', 'collection', 'shop', 'search']).optional(),
    query: z.string().trim().max(MAX_SEARCH_LENGTH, Messages.maxLength(MAX_SEARCH_LENGTH)).optional(),
  })
  .refine((q) => q.type !== 'search' || Boolean(q.query), { message: Messages.fieldRequired, path: ['query'] });

/** spec §7 listings: product-category/{id}, product-collection/{id}, shop/{id}, filters/all/{id}. */
export async function listingRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post('/api/product/product-category/:slug', async (request) => {
    const { slug } = parseInput(slugParamSchema, request.params);
    const body = parseInput(listingRequestSchema, request.body ?? {});
    return successEnvelope(await listing.getListing(db, { type: 'category', slug }, body));
  });

  app.post('/api/product/product-collection/:slug', async (request) => {
    const { slug } = parseInput(slugParamSchema, request.params);
    const body = parseInput(listingRequestSchema, request.body ?? {});
    return successEnvelope(await listing.getListing(db, { type: 'collection', slug }, body));
  });

  app.post('/api/shop/:slug', async (request) => {
    const { slug } = parseInput(slugParamSchema, request.params);
    const body = parseInput(listingRequestSchema, request.body ?? {});
    return successEnvelope(await listing.getListing(db, { type: 'shop', slug }, body));
  });

  // Filters for clients that load them apart from the items; the current filters may be given
  // in the listing's URL form (brand=a,b&attr.colour=red&price=100-500). urlToListingQuery reads a
  // bounded part of the URL, and the schema refuses filters over the limits (422) before any query.
  app.get('/api/product/filters/all/:slug', async (request) => {
    const { slug } = parseInput(slugParamSchema, request.params);
    const { type = slug === listing.SHOP_ALL ? 'shop' : 'category', query } = parseInput(filtersQuerySchema, request.query ?? {});
    const params = new URLSearchParams(request.url.split('?')[1] ?? '');
    const filters = parseInput(listingFiltersSchema, urlToListingQuery(params).filters);
    const context: listing.ListingContext = type === 'search' ? { type, query: query ?? '' } : { type, slug };
    return successEnvelope(await listing.getListingFacets(db, context, filters));
  });
}
