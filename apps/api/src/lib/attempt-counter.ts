/**
 * Counts attempts per key (a client IP, an email) in a fixed window that starts at the key's first
 * attempt, in this process's memory. Used where a cap must hold without a table: wrong admin tokens
 * and registration attempts (docs/api.md, Abuse limits). With several processes each keeps its own
 * counts, as the per-IP rate limit does.
 *
 * Memory is bounded: at `maxKeys` the expired entries are dropped, then the oldest ones.
 */
export class AttemptCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Whole seconds until `key` may try again once it has used its `max` attempts; 0 while under the cap. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now || entry.count < this.max) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
  }

  /** Counts one attempt for `key` (or `amount` units of it, such as bytes stored). */
  record(key: string, now = Date.now(), amount = 1): void {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) {
      entry.count += amount;
      return;
    }
    this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) this.evict(now);
    this.entries.set(key, { count: amount, resetAt: now + this.windowMs });
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
    // Still full: the oldest tenth goes (a Map iterates in insertion order), so a flood of new
    // keys does not pay a full sweep on every attempt.
    const keep = Math.floor(this.maxKeys * 0.9);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= keep) break;
      this.entries.delete(key);
    }
  }
}
