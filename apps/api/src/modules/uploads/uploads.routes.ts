import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { createSharpRenderer } from '../../integrations/images/sharp-image-renderer.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { SWEEP_INTERVAL_MS, sweepUnusedUploads } from './upload-sweeper.ts';
import { customisationUploadSchema, UPLOAD_BODY_LIMIT } from './uploads.schema.ts';
import * as uploads from './uploads.service.ts';

export async function uploadsRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const renderer = createSharpRenderer();
  // A larger body than the API's 1 MB default (a 2 MB picture in base64), and the per-IP limit:
  // each upload costs a decode and a write.
  const options = { bodyLimit: UPLOAD_BODY_LIMIT, config: { limited: true } };
  app.post('/api/plugins/ProductCustomisation/upload', options, async (request) => {
    const body = parseInput(customisationUploadSchema, request.body);
    const stored = await uploads.storeCustomisationImage(db, { mediaDir: config.mediaDir, renderer }, body, request.ip);
    return successEnvelope(stored, 'Image uploaded');
  });

  // Pictures nothing uses are deleted (upload-sweeper.ts): once at start, then every hour.
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepUnusedUploads(db, config.mediaDir)
      .then((result) => {
        if (result.expired || result.strays) app.log.info(result, 'unused customisation pictures deleted');
      })
      .catch((err) => app.log.error({ err }, 'customisation picture sweep failed'));
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
