import { IMAGE_WIDTHS, isAllowedImageWidth } from '@vitrine/contracts/images';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ImageVariant } from '../../integrations/images/image-renderer.ts';
import { createImageService, type ImageService, imageCacheDir } from '../../integrations/images/image-service.ts';
import { createSharpRenderer } from '../../integrations/images/sharp-image-renderer.ts';
import { RenderQueueFull } from '../../integrations/images/variant-cache.ts';
import { badRequest, notFound, tooManyAttempts } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';

// spec §7/§9 image-optimisation path (contracts/images.ts describes the URLs):
//   GET /img/{width}/{path under /media/}[?v=version]   webp at an allowed width
//   GET /img/placeholder/{path under /media/}           webp, 10x10, quality 50, blur 3
// Open in every site mode (the mode pages show the logo and banners) and never rate limited.

export const ImageMessages = {
  widthNotAllowed: `Image width must be one of ${IMAGE_WIDTHS.join(', ')}`,
  pathNotValid: 'Image path is not valid',
  notFound: 'Image not found',
  busy: 'Too many images are being prepared. Please try again in a moment',
} as const;

const versionQuerySchema = z.object({ v: z.string().max(40).optional() }).catchall(z.unknown());

const A_YEAR = 'public, max-age=31536000, immutable';
const A_DAY = 'public, max-age=86400';

export async function imagesRoutes(app: FastifyInstance, { config }: AppDeps) {
  const images = createImageService({
    mediaDir: config.mediaDir,
    cacheDir: imageCacheDir(config.dataDir),
    renderer: createSharpRenderer(),
  });
  const options = { config: { siteLockExempt: true } };

  app.get('/img/placeholder/*', options, (request, reply) => sendVariant(images, request, reply, { kind: 'placeholder' }));

  app.get('/img/:width/*', options, (request, reply) => {
    // Only the fixed list of widths exists (contracts/images.ts); any other is not there (404).
    const param = (request.params as { width?: string }).width ?? '';
    const width = /^[1-9]\d{0,3}$/.test(param) ? Number(param) : Number.NaN;
    if (!isAllowedImageWidth(width)) throw notFound(ImageMessages.widthNotAllowed);
    return sendVariant(images, request, reply, { kind: 'width', width });
  });
}

async function sendVariant(images: ImageService, request: FastifyRequest, reply: FastifyReply, variant: ImageVariant) {
  const relPath = (request.params as { '*'?: string })['*'] ?? '';
  const { v } = parseInput(versionQuerySchema, request.query ?? {});
  const result = await images.prepare(relPath, variant);
  if (!result.ok) throw result.reason === 'invalid' ? badRequest(ImageMessages.pathNotValid) : notFound(ImageMessages.notFound);
  const prepared = result.variant;
  // Only the current version is immutable: an old ?v= must not pin today's bytes for a year.
  reply.header('cache-control', v !== undefined && v === prepared.version ? A_YEAR : A_DAY);
  reply.header('etag', prepared.etag);
  if (matchesEtag(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  const { data, hit } = await prepared.load(request.ip).catch((error: unknown) => {
    throw error instanceof RenderQueueFull ? tooManyAttempts(ImageMessages.busy, 1) : error;
  });
  return reply
    .header('x-image-cache', hit ? 'hit' : 'miss')
    .type('image/webp')
    .send(data);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
