import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { CUSTOMISATION_UPLOAD, type CustomisationUpload } from '@vitrine/contracts/images';
import type { Db } from '../../db/connect.ts';
import type { ImageRenderer } from '../../integrations/images/image-renderer.ts';
import { AppError } from '../../lib/app-error.ts';
import { getPluginConfig } from '../plugins/plugins.service.ts';
import type { UploadQuota } from './upload-quota.ts';
import * as repo from './uploads.repository.ts';
import type { CustomisationUploadInput } from './uploads.schema.ts';

export const CUSTOMISATION_PLUGIN = 'ProductCustomisation';
export const UploadMessages = {
  notCustomisable: 'This product cannot be customised',
} as const;

/** Where the pictures go, under the media directory (served at /media/uploads/customisation/). */
const UPLOAD_DIR = 'uploads/customisation';

const invalidImage = () =>
  new AppError(ErrorCode.validation, 422, CUSTOMISATION_UPLOAD.message, { data_base64: [CUSTOMISATION_UPLOAD.message] });

/**
 * spec §2 product customisation: a shopper's picture for a customisable product, checked and
 * re-encoded to webp (metadata stripped) and kept under a random name; the cart keeps its
 * image_path. Only when the ProductCustomisation plugin is active (else 404) and lists the product
 * in its config `{ products: [slugs] }`.
 */
export async function storeCustomisationImage(
  db: Db,
  deps: { mediaDir: string; renderer: ImageRenderer; quota: UploadQuota },
  input: CustomisationUploadInput,
  clientIp: string,
): Promise<CustomisationUpload> {
  deps.quota.check(clientIp);
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
  const dir = path.join(deps.mediaDir, UPLOAD_DIR);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), image.data, { flag: 'wx' });
  deps.quota.record(clientIp, image.data.length);
  return { image_path: `/media/${UPLOAD_DIR}/${name}`, width: image.width, height: image.height };
}
