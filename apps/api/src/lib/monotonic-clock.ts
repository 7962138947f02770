/**
 * Timestamps that never repeat or go back within this process: two cart lines added in the same
 * millisecond still sort in the order they were added (lines are listed by `created_at`, and
 * their ids are random).
 */
let last = 0;

export function monotonicNow(now: number = Date.now()): Date {
  last = now > last ? now : last + 1;
  return new Date(last);
}
