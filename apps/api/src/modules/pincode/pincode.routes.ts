import { successEnvelope } from '@vitrine/contracts/envelope';
import { pincodeQuerySchema } from '@vitrine/contracts/pincode';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import * as pincode from './pincode.service.ts';

export async function pincodeRoutes(app: FastifyInstance, { db }: AppDeps) {
  // The plugin being off comes first: a shop without it has no such check at all.
  app.get(`/api/plugins/${pincode.PINCODE_PLUGIN}/check`, async (request) => {
    const config = await pincode.getPincodeConfig(db);
    const query = parseInput(pincodeQuerySchema, request.query ?? {});
    return successEnvelope(pincode.checkPincodeAgainst(config, query.pincode));
  });
}
