import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CustomisationUploadsTable } from './uploads.table.ts';

/** Whether a published product has this slug (customisation is offered on published products only). */
export async function isPublishedProduct(db: Kysely<Database>, slug: string): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('slug', '=', slug).where('is_published', '=', 1).executeTakeFirst();
  return Boolean(row);
}

export async function insertUpload(db: Kysely<Database>, row: CustomisationUploadsTable): Promise<void> {
  await db.insertInto('customisation_uploads').values(row).execute();
}

export interface UploadUsage {
  files: number;
  bytes: number;
  /** created_at of the oldest picture counted, null when none. */
  oldest: string | null;
}

/** The pictures stored since `since`: by one client IP, or by everyone when `clientIp` is null. */
export async function uploadUsageSince(db: Kysely<Database>, clientIp: string | null, since: string): Promise<UploadUsage> {
  let query = db
    .selectFrom('customisation_uploads')
    .select((eb) => [eb.fn.countAll().as('files'), eb.fn.sum<number>('bytes').as('bytes'), eb.fn.min('created_at').as('oldest')])
    .where('created_at', '>', since);
  if (clientIp !== null) query = query.where('client_ip', '=', clientIp);
  const row = await query.executeTakeFirstOrThrow();
  // PostgreSQL answers count and sum as bigint strings.
  return { files: Number(row.files), bytes: Number(row.bytes ?? 0), oldest: row.oldest ?? null };
}

/** Pictures whose keep_until has passed, oldest first, `limit` at a time. */
export async function expiredUploadPaths(db: Kysely<Database>, now: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('customisation_uploads').select('image_path').where('keep_until', '<', now).orderBy('keep_until').limit(limit).execute();
  return rows.map((r) => r.image_path);
}

/** Which of `paths` are recorded. */
export async function recordedUploadPaths(db: Kysely<Database>, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db.selectFrom('customisation_uploads').select('image_path').where('image_path', 'in', paths).execute();
  return new Set(rows.map((r) => r.image_path));
}

export async function deleteUploads(db: Kysely<Database>, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.deleteFrom('customisation_uploads').where('image_path', 'in', paths).execute();
}

/** Moves keep_until of `paths` to `until` (null: for good); an earlier date never shortens it. */
export async function keepUploadsUntil(db: Kysely<Database>, paths: string[], until: string | null): Promise<void> {
  if (paths.length === 0) return;
  let query = db.updateTable('customisation_uploads').set({ keep_until: until }).where('image_path', 'in', paths);
  if (until !== null) query = query.where('keep_until', 'is not', null).where('keep_until', '<', until);
  await query.execute();
}
