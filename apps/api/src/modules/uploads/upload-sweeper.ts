import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/connect.ts';
import * as repo from './uploads.repository.ts';

// Customisation pictures are deleted when nothing uses them (issue 9, CONVENTIONS security
// defaults): a picture may go once its keep_until has passed. Uploading sets it a day ahead; a
// cart line holding the picture moves it to the cart's expiry and an order keeps it for good
// (keepUploads in uploads.service.ts). Files in the folder with no row (written before migration
// 010, or left by a crash between the write and the insert) go once they are a day old.

/** Where the pictures are kept, under the media folder (served at /media/uploads/customisation/). */
export const UPLOAD_DIR = 'uploads/customisation';
/** How long a picture that no cart line or order holds is kept after its upload. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the sweep runs in a serving process. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

export interface SweepResult {
  /** Recorded pictures whose time was up. */
  expired: number;
  /** Files with no row, older than the TTL. */
  strays: number;
}

export async function sweepUnusedUploads(db: Db, mediaDir: string, now = Date.now()): Promise<SweepResult> {
  const dir = path.join(mediaDir, UPLOAD_DIR);
  let expired = 0;
  for (;;) {
    const paths = await repo.expiredUploadPaths(db.kysely, new Date(now).toISOString(), BATCH);
    if (paths.length === 0) break;
    // The file goes first: a row without a file is harmless, a file without a row waits for the stray pass.
    await Promise.all(paths.map((p) => removeFile(path.join(dir, path.basename(p)))));
    await repo.deleteUploads(db.kysely, paths);
    expired += paths.length;
    if (paths.length < BATCH) break;
  }
  return { expired, strays: await sweepStrays(db, dir, now) };
}

async function sweepStrays(db: Db, dir: string, now: number): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0; // no picture was ever uploaded
  }
  let strays = 0;
  for (let i = 0; i < names.length; i += BATCH) {
    const batch = names.slice(i, i + BATCH);
    const recorded = await repo.recordedUploadPaths(db.kysely, batch.map(imagePathOf));
    for (const name of batch) {
      if (recorded.has(imagePathOf(name))) continue;
      const stat = await fs.stat(path.join(dir, name)).catch(() => null);
      if (!stat?.isFile() || now - stat.mtimeMs < UNUSED_UPLOAD_TTL_MS) continue;
      await removeFile(path.join(dir, name));
      strays += 1;
    }
  }
  return strays;
}

export const imagePathOf = (fileName: string) => `/media/${UPLOAD_DIR}/${fileName}`;

async function removeFile(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}
