import { tooManyAttempts } from '../../lib/app-error.ts';
import { AttemptCounter } from '../../lib/attempt-counter.ts';

// Anything a visitor can make the server store has a quota per client and overall
// (CONVENTIONS, security defaults). Counted in this process's memory per hour, like the other
// abuse limits (docs/api.md, Abuse limits); the per-IP request rate limit still applies first.
export const UPLOAD_QUOTA = {
  filesPerIpPerHour: 20,
  bytesPerIpPerHour: 20 * 1024 * 1024,
  bytesPerHourOverall: 500 * 1024 * 1024,
} as const;
export const UploadQuotaMessages = {
  overQuota: 'Too many pictures uploaded. Please try again later',
} as const;

const HOUR = 60 * 60 * 1000;
const OVERALL = 'all';

export interface UploadQuota {
  /** Throws 429 with Retry-After when `ip` (or the shop as a whole) has used its hour's share. */
  check(ip: string): void;
  /** Counts one stored picture of `bytes` for `ip`. */
  record(ip: string, bytes: number): void;
}

export function createUploadQuota(limits = UPLOAD_QUOTA): UploadQuota {
  const files = new AttemptCounter(limits.filesPerIpPerHour, HOUR);
  const bytes = new AttemptCounter(limits.bytesPerIpPerHour, HOUR);
  const overall = new AttemptCounter(limits.bytesPerHourOverall, HOUR, 1);
  return {
    check(ip) {
      const wait = Math.max(files.retryAfterSeconds(ip), bytes.retryAfterSeconds(ip), overall.retryAfterSeconds(OVERALL));
      if (wait > 0) throw tooManyAttempts(UploadQuotaMessages.overQuota, wait);
    },
    record(ip, size) {
      const now = Date.now();
      files.record(ip, now);
      bytes.record(ip, now, size);
      overall.record(OVERALL, now, size);
    },
  };
}
