import { IMAGE_QUALITY, MAX_IMAGE_WIDTH, PLACEHOLDER } from '@vitrine/contracts/images';
import sharp from 'sharp';
import type { ImageRenderer, ImageVariant, NormalisedUpload, UploadLimits } from './image-renderer.ts';

// Two cores (docs/operations.md): one libvips thread per image, and the variant cache lets at most
// two renders run at once, so image work never starves the requests being served. Rendered
// variants live on disk, so libvips' own operation cache would only hold memory.
sharp.concurrency(1);
sharp.cache(false);

/** Decompression-bomb guard for the shop's own files (a 7000x7000 photo still passes). */
const MAX_SOURCE_PIXELS = 50_000_000;
/** SVGs are rasterised at this density at most (a tiny viewBox asked for at 2400 px). */
const MAX_SVG_DENSITY = 72 * 40;
/** Upload qualities tried in turn until the file fits its byte cap. */
const UPLOAD_QUALITIES = [85, 70, 55, 40] as const;

export function createSharpRenderer(): ImageRenderer {
  return { renderVariant, normaliseUpload };
}

async function renderVariant(source: Buffer, ext: string, variant: ImageVariant): Promise<Buffer> {
  const target = variant.kind === 'width' ? Math.min(variant.width, MAX_IMAGE_WIDTH) : 64;
  const image = await openSource(source, ext, target);
  if (variant.kind === 'placeholder') {
    // Stretched to 10x10: the web shows it with background-size 100% 100%, which restores the ratio.
    return image.resize(PLACEHOLDER.size, PLACEHOLDER.size, { fit: 'fill' }).blur(PLACEHOLDER.blur).webp({ quality: PLACEHOLDER.quality }).toBuffer();
  }
  // Vector art is drawn at the wanted size; photos are never enlarged (the browser scales them).
  return image
    .resize({ width: target, withoutEnlargement: ext !== 'svg' })
    .webp({ quality: IMAGE_QUALITY })
    .toBuffer();
}

/** A sharp pipeline for the source; SVGs are rasterised at a density that yields `width` pixels. */
async function openSource(source: Buffer, ext: string, width: number): Promise<sharp.Sharp> {
  const options: sharp.SharpOptions = { limitInputPixels: MAX_SOURCE_PIXELS };
  if (ext !== 'svg') return sharp(source, options).rotate(); // EXIF orientation, then it is dropped
  const { width: intrinsic } = await sharp(source, options).metadata();
  const density = Math.min(MAX_SVG_DENSITY, Math.max(1, (72 * width) / (intrinsic || width)));
  return sharp(source, { ...options, density });
}

async function normaliseUpload(input: Buffer, limits: UploadLimits): Promise<NormalisedUpload | null> {
  const options: sharp.SharpOptions = { limitInputPixels: limits.maxDimension * limits.maxDimension, failOn: 'error' };
  try {
    const meta = await sharp(input, options).metadata();
    if (!meta.format || !limits.formats.includes(meta.format)) return null;
    if ((meta.pages ?? 1) > 1) return null; // animated
    if (!meta.width || !meta.height || meta.width > limits.maxDimension || meta.height > limits.maxDimension) return null;
    // Re-encoding drops EXIF (location, camera) and anything smuggled after the image data.
    const box = limits.maxStoredDimension;
    for (const quality of UPLOAD_QUALITIES) {
      const { data, info } = await sharp(input, options)
        .rotate()
        .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer({ resolveWithObject: true });
      if (data.length <= limits.maxStoredBytes) return { data, width: info.width, height: info.height };
    }
    return null; // still over the cap at the lowest quality (noise-like pictures)
  } catch {
    return null; // not an image, truncated or corrupt
  }
}
