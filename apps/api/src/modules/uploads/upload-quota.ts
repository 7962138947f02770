import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { tooManyAttempts } from '../../lib/app-error.ts';
import * as repo from './uploads.repository.ts';

// Anything a visitor can make the server store has a quota per client and overall
// (CONVENTIONS, security defaults). Counted from the customisation_uploads table over the last
// hour, so the caps hold across processes and restarts; the per-IP request rate limit still
// applies first.

export const UPLOAD_QUOTA = {
  filesPerIpPerHour: 20,
  bytesPerIpPerHour: 20 * 1024 * 1024,
  bytesPerHourOverall: 500 * 1024 * 1024,
} as const;

export const UploadQuotaMessages = {
  overQuota: 'Too many pictures uploaded. Please try again later',
} as const;

const HOUR = 60 * 60 * 1000;

/** Throws 429 with Retry-After when `clientIp` (or the shop as a whole) has used its hour's share. */
export async function checkUploadQuota(db: Kysely<Database>, clientIp: string, now = Date.now(), limits = UPLOAD_QUOTA): Promise<void> {
  const since = new Date(now - HOUR).toISOString();
  const mine = await repo.uploadUsageSince(db, clientIp, since);
  if (mine.files >= limits.filesPerIpPerHour || mine.bytes >= limits.bytesPerIpPerHour) refuse(mine.oldest, now);
  const everyone = await repo.uploadUsageSince(db, null, since);
  if (everyone.bytes >= limits.bytesPerHourOverall) refuse(everyone.oldest, now);
}

/** Retry once the oldest picture counted leaves the hour. */
function refuse(oldest: string | null, now: number): never {
  const freeAt = oldest ? Date.parse(oldest) + HOUR : now + HOUR;
  throw tooManyAttempts(UploadQuotaMessages.overQuota, Math.max(1, Math.ceil((freeAt - now) / 1000)));
}
