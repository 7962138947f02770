import { successEnvelope } from '@vitrine/contracts/envelope';
import { WishlistMessages, wishlistProductSchema } from '@vitrine/contracts/wishlist';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireCustomerOf } from '../auth/client.http.ts';
import * as wishlist from './wishlist.service.ts';

const asObject = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

/** product_id from the JSON body or, for DELETE clients that send no body, the query. */
function readProductId(request: FastifyRequest): string {
  return parseInput(wishlistProductSchema, { ...asObject(request.query), ...asObject(request.body) }).product_id;
}

// Spec section 7, Wishlist: the signed-in customer saved products. Every answer holds the whole
// wishlist (spec §7 note: the client replaces its copy with it).
export async function wishlistRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get('/api/wishlist/get', async (request) => {
    const customer = await requireCustomerOf(request, deps);
    return successEnvelope(await wishlist.getWishlist(db, customer.id));
  });

  app.post('/api/wishlist/add', async (request) => {
    const customer = await requireCustomerOf(request, deps);
    return successEnvelope(await wishlist.addToWishlist(db, customer.id, readProductId(request)), WishlistMessages.added);
  });

  app.delete('/api/wishlist/remove', async (request) => {
    const customer = await requireCustomerOf(request, deps);
    return successEnvelope(await wishlist.removeFromWishlist(db, customer.id, readProductId(request)), WishlistMessages.removed);
  });
}
