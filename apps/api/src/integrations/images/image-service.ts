import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_QUALITY, PLACEHOLDER } from '@vitrine/contracts/images';
import type { ImageRenderer, ImageVariant } from './image-renderer.ts';
import { findMediaFile, type MediaLookup, mediaVersion } from './media-file.ts';
import { createVariantCache, variantKey } from './variant-cache.ts';

// The image-optimisation path's work (spec §7/§9), independent of HTTP: find the shop's own
// file, name the variant (its ETag and cache key), and render it once into the disk cache.

export interface ImageServiceOptions {
  mediaDir: string;
  cacheDir: string; // <dataDir>/image-cache
  renderer: ImageRenderer;
}

export interface PreparedVariant {
  etag: string;
  /** The source's current version: a URL carrying it (`?v=`) may be cached for a year. */
  version: string;
  /** Renders (or reads from the disk cache) the webp bytes; a new render uses `client`'s share of the queue. */
  load(client?: string): Promise<{ data: Buffer; hit: boolean }>;
}

export type PrepareResult = { ok: true; variant: PreparedVariant } | Extract<MediaLookup, { ok: false }>;

export interface ImageService {
  prepare(relPath: string, variant: ImageVariant): Promise<PrepareResult>;
}

export function createImageService({ mediaDir, cacheDir, renderer }: ImageServiceOptions): ImageService {
  const cache = createVariantCache(cacheDir);
  return {
    async prepare(relPath, variant) {
      const found = await findMediaFile(mediaDir, relPath);
      if (!found.ok) return found;
      const { file } = found;
      const variantName = variant.kind === 'width' ? `w${variant.width}q${IMAGE_QUALITY}` : `p${PLACEHOLDER.size}q${PLACEHOLDER.quality}b${PLACEHOLDER.blur}`;
      const key = variantKey([file.relPath, file.mtimeMs, file.size, variantName]);
      return {
        ok: true,
        variant: {
          etag: `"${key}"`,
          version: mediaVersion(file),
          load: (client) => cache.get(key, async () => renderer.renderVariant(await fs.readFile(file.absPath), file.ext, variant), client),
        },
      };
    },
  };
}

export const imageCacheDir = (dataDir: string) => path.join(dataDir, 'image-cache');
