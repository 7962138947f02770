import { successEnvelope } from '@vitrine/contracts/envelope';
import { settingsRequestSchema } from '@vitrine/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import * as settings from './settings.service.ts';

export const countryParamSchema = z.object({ country: z.string().min(1).max(60).optional() });

export async function settingsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post('/api/settings/get', async (request) => {
    const body = parseInput(settingsRequestSchema, request.body);
    const keys = Array.isArray(body) ? body : body.keys;
    return successEnvelope(await settings.getSettings(db, keys));
  });

  app.get('/api/settings/countries', async () => successEnvelope(await settings.listCountries(db)));

  const addressFields = async (request: { params: unknown }) => {
    const { country } = parseInput(countryParamSchema, request.params);
    return successEnvelope(await settings.getAddressFields(db, country));
  };
  app.get('/api/settings/address-fields', addressFields);
  app.get('/api/settings/address-fields/:country', addressFields);
}
