import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { createSharpRenderer } from '../../integrations/images/sharp-image-renderer.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { createUploadQuota } from './upload-quota.ts';
import { customisationUploadSchema, UPLOAD_BODY_LIMIT } from './uploads.schema.ts';
import * as uploads from './uploads.service.ts';

export async function uploadsRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const renderer = createSharpRenderer();
  const quota = createUploadQuota();
  // A larger body than the API's 1 MB default (a 2 MB picture in base64), and the per-IP limit:
  // each upload costs a decode and a write.
  const options = { bodyLimit: UPLOAD_BODY_LIMIT, config: { limited: true } };
  app.post('/api/plugins/ProductCustomisation/upload', options, async (request) => {
    const body = parseInput(customisationUploadSchema, request.body);
    const stored = await uploads.storeCustomisationImage(db, { mediaDir: config.mediaDir, renderer, quota }, body, request.ip);
    return successEnvelope(stored, 'Image uploaded');
  });
}
