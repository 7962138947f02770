import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaPathOf } from '@vitrine/contracts/images';

// The optimiser reads only the shop's own files under the media directory (no SSRF, no
// traversal): a relative path of plain segments with an image extension, whose real path
// (symlinks followed) is still inside the media directory.

export interface MediaFile {
  relPath: string; // e.g. products/oak-tray.svg
  absPath: string; // real path on disk
  ext: string; // lower-case, without the dot
  size: number;
  mtimeMs: number;
}

export type MediaLookup = { ok: true; file: MediaFile } | { ok: false; reason: 'invalid' | 'missing' };

/** Source files above this size are not optimised (the shop's own pictures are far smaller). */
export const MAX_SOURCE_BYTES = 30 * 1024 * 1024;

export async function findMediaFile(mediaDir: string, relPath: string): Promise<MediaLookup> {
  // Control characters, absolute paths, URLs (`https://…` has an empty segment), dot segments,
  // backslashes and other extensions all fail here.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\u0000-\u001f]/.test(relPath) || mediaPathOf(`/media/${relPath}`) === null) return { ok: false, reason: 'invalid' };
  const root = path.resolve(mediaDir);
  const candidate = path.resolve(root, relPath);
  if (!candidate.startsWith(root + path.sep)) return { ok: false, reason: 'invalid' };
  try {
    const [realRoot, realFile] = await Promise.all([fs.realpath(root), fs.realpath(candidate)]);
    if (!realFile.startsWith(realRoot + path.sep)) return { ok: false, reason: 'missing' };
    const stat = await fs.stat(realFile);
    if (!stat.isFile() || stat.size > MAX_SOURCE_BYTES) return { ok: false, reason: 'missing' };
    const ext = relPath.slice(relPath.lastIndexOf('.') + 1).toLowerCase();
    return { ok: true, file: { relPath, absPath: realFile, ext, size: stat.size, mtimeMs: stat.mtimeMs } };
  } catch {
    return { ok: false, reason: 'missing' };
  }
}

/** The version a URL may carry (`?v=`) to be cached for a year: the file's modification time. */
export function mediaVersion(file: Pick<MediaFile, 'mtimeMs'>): string {
  return Math.trunc(file.mtimeMs).toString(36);
}
