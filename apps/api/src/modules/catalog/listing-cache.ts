import type { Db } from '../../db/connect.ts';

/**
 * A listing's total, price range and facets change slowly but cost the most to compute on a
 * large catalogue (every match is visited). They are kept per (context, filters) for a few
 * seconds, like the other read-mostly values (lib/db-cache.ts); items are never cached, and
 * other processes see a change within the TTL. The entry count is bounded (oldest out first).
 */
export function createListingCache<T>(ttlMs = 10_000, maxEntries = 500) {
  const perDb = new WeakMap<Db, Map<string, { at: number; value: Promise<T> }>>();
  return {
    get(db: Db, key: string, load: () => Promise<T>): Promise<T> {
      let entries = perDb.get(db);
      if (!entries) perDb.set(db, (entries = new Map()));
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { at: Date.now(), value });
      // A failed load is not kept: the next request tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    forget(db: Db): void {
      perDb.delete(db);
    },
  };
}
