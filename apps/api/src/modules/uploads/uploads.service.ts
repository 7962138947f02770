import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { CUSTOMISATION_UPLOAD, type CustomisationUpload } from '@vitrine/contracts/images';
import type { Db } from '../../db/connect.ts';
import type { ImageRenderer } from '../../integrations/images/image-renderer.ts';
import { AppError } from '../../lib/app-error.ts';
import { getPluginConfig } from '../plugins/plugins.service.ts';
import { checkUploadQuota } from './upload-quota.ts';
import { imagePathOf, UNUSED_UPLOAD_TTL_MS, UPLOAD_DIR } from './upload-sweeper.ts';
import * as repo from './uploads.repository.ts';
import type { CustomisationUploadInput } from './uploads.schema.ts';

export const CUSTOMISATION_PLUGIN = 'ProductCustomisation';
export const UploadMessages = {
  notCustomisable: 'This product cannot be customised',
} as const;

const invalidImage = () => new AppError(ErrorCode.validation, 422, CUSTOMISATION_UPLOAD.message, { data_base64: [CUSTOMISATION_UPLOAD.message] });

/**
 * spec §2 product customisation: a shopper's picture for a customisable product, checked and
 * re-encoded to webp (metadata stripped) and kept under a random name; the cart keeps its
 * image_path. Only when the ProductCustomisation plugin is active (else 404) and lists the product
 * in its config `{ products: [slugs] }`.
 */
export async function storeCustomisationImage(
  db: Db,
  deps: { mediaDir: string; renderer: ImageRenderer },
  input: CustomisationUploadInput,
  clientIp: string,
): Promise<CustomisationUpload> {
  await checkUploadQuota(db.kysely, clientIp);
  const plugin = await getPluginConfig(db, CUSTOMISATION_PLUGIN);
  const products = Array.isArray(plugin.config?.products) ? (plugin.config.products as unknown[]) : [];
  if (!products.includes(input.product_slug) || !(await repo.isPublishedProduct(db.kysely, input.product_slug))) {
    throw new AppError(ErrorCode.validation, 422, UploadMessages.notCustomisable, { product_slug: [UploadMessages.notCustomisable] });
  }
  const base64 = input.data_base64.slice(input.data_base64.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > CUSTOMISATION_UPLOAD.maxBytes) throw invalidImage();
  const image = await deps.renderer.normaliseUpload(bytes, {
    maxDimension: CUSTOMISATION_UPLOAD.maxDimension,
    maxStoredDimension: CUSTOMISATION_UPLOAD.maxStoredDimension,
    maxStoredBytes: CUSTOMISATION_UPLOAD.maxStoredBytes,
    formats: ['jpeg', 'png', 'webp'],
  });
  if (!image) throw invalidImage();
  const name = `${crypto.randomUUID()}.webp`;
  const imagePath = imagePathOf(name);
  const now = Date.now();
  // The row comes first, so every file on disk is counted by the quota and known to the sweeper.
  await repo.insertUpload(db.kysely, {
    image_path: imagePath,
    product_slug: input.product_slug,
    client_ip: clientIp,
    bytes: image.data.length,
    created_at: new Date(now).toISOString(),
    keep_until: new Date(now + UNUSED_UPLOAD_TTL_MS).toISOString(),
  });
  const dir = path.join(deps.mediaDir, UPLOAD_DIR);
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), image.data, { flag: 'wx' });
  } catch (err) {
    await repo.deleteUploads(db.kysely, [imagePath]);
    throw err;
  }
  return { image_path: imagePath, width: image.width, height: image.height };
}

/**
 * Keeps pictures a cart line or an order holds from the sweeper: until `until` (a cart's expiry;
 * never shortened) or, with null, for good (an order). Paths that are not uploads are ignored.
 */
export async function keepUploads(db: Db, imagePaths: string[], until: Date | null): Promise<void> {
  await repo.keepUploadsUntil(db.kysely, imagePaths, until ? until.toISOString() : null);
}

/** Whether the path names a picture uploaded here and not yet swept (a cart line may hold only those). */
export async function isRecordedUpload(db: Db, imagePath: string): Promise<boolean> {
  return (await repo.recordedUploadPaths(db.kysely, [imagePath])).has(imagePath);
}
