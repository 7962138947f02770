import { AddressMessages, addressIdParamSchema, addressListQuerySchema } from '@vitrine/contracts/address';
import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireCustomerOf } from '../auth/client.http.ts';
import * as address from './address.service.ts';

// Spec section 7, Addresses: the signed-in customer saved addresses. Login is checked first, so a
// guest learns nothing from validation answers.
export async function addressRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get('/api/address/all', async (request) => {
    const customer = await requireCustomerOf(request, deps);
    const query = parseInput(addressListQuerySchema, request.query ?? {});
    return successEnvelope(await address.listAddresses(db, customer.id, query.address_type));
  });

  app.post('/api/address/add', async (request) => {
    const customer = await requireCustomerOf(request, deps);
    return successEnvelope(await address.addAddress(db, customer.id, request.body), AddressMessages.added);
  });

  app.put('/api/address/update/:id', async (request) => {
    const customer = await requireCustomerOf(request, deps);
    const { id } = parseInput(addressIdParamSchema, request.params);
    return successEnvelope(await address.updateAddress(db, customer.id, id, request.body), AddressMessages.updated);
  });
}
