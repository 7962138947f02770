import type { Db } from '../db/connect.ts';

/**
 * A value read on nearly every request and written rarely (storefront, settings, plugins):
 * cached per database for a few seconds and dropped on every owner write in this process.
 * Other processes see a change within the TTL.
 */
export function createDbCache<T>(ttlMs = 3000) {
  const entries = new WeakMap<Db, { at: number; value: Promise<T> }>();
  return {
    get(db: Db, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(db);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.set(db, { at: Date.now(), value });
      // A failed load is not kept: the next request tries again.
      value.catch(() => entries.delete(db));
      return value;
    },
    forget(db: Db): void {
      entries.delete(db);
    },
  };
}
