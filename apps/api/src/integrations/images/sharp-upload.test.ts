import crypto from 'node:crypto';
import { CUSTOMISATION_UPLOAD } from '@vitrine/contracts/images';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpRenderer } from './sharp-image-renderer.ts';

// A noisy photo compresses worst: an 800 KB JPEG of noise was once kept as a 10 MB webp.
const limits = {
  maxDimension: CUSTOMISATION_UPLOAD.maxDimension,
  maxStoredDimension: CUSTOMISATION_UPLOAD.maxStoredDimension,
  maxStoredBytes: CUSTOMISATION_UPLOAD.maxStoredBytes,
  formats: ['jpeg', 'png', 'webp'],
};

async function noiseJpeg(width: number, height: number): Promise<Buffer> {
  const raw = crypto.randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 20 })
    .toBuffer();
}

describe('upload re-encoding', () => {
  it('keeps a large noisy photo within the stored box and byte cap', async () => {
    const input = await noiseJpeg(2600, 1800);
    const stored = await createSharpRenderer().normaliseUpload(input, limits);
    expect(stored).not.toBeNull();
    expect(stored!.width).toBeLessThanOrEqual(CUSTOMISATION_UPLOAD.maxStoredDimension);
    expect(stored!.height).toBeLessThanOrEqual(CUSTOMISATION_UPLOAD.maxStoredDimension);
    expect(stored!.data.length).toBeLessThanOrEqual(CUSTOMISATION_UPLOAD.maxStoredBytes);
    const meta = await sharp(stored!.data).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 2000]);
  });

  it('refuses a picture it cannot fit under the byte cap rather than storing it', async () => {
    const input = await noiseJpeg(1200, 1200);
    const stored = await createSharpRenderer().normaliseUpload(input, { ...limits, maxStoredBytes: 10_000 });
    expect(stored).toBeNull();
  });

  it('never enlarges a small picture', async () => {
    const input = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const stored = await createSharpRenderer().normaliseUpload(input, limits);
    expect([stored?.width, stored?.height]).toEqual([40, 30]);
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    // A PNG that declares 12000 x 12000 pixels (144 megapixels) in a few KB.
    const bomb = await sharp({ create: { width: 12000, height: 12000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(CUSTOMISATION_UPLOAD.maxBytes);
    expect(await createSharpRenderer().normaliseUpload(bomb, limits)).toBeNull();
  });
});
