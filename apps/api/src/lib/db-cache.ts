import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connect.ts';

// Read-mostly values (storefront, settings, plugins, category index, a listing's counts and facets)
// are cached per database for a few seconds and dropped on every owner write in this process;
// other processes see a change within the TTL. One LRU per database bounds the entries.

export interface KeyedDbCache<T> {
  get(db: Db, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every entry of this database (an owner write). */
  forget(db: Db): void;
}

/** A clock in milliseconds; tests pass their own to move time by hand. */
export interface Clock {
  now(): number;
}

// Every cache made here, so one owner write drops them all (forgetReadCaches): a value may depend
// on rows another module writes, and owner writes are rare enough that a few reloads cost nothing.
const everyCache = new Set<KeyedDbCache<unknown>>();

/** An owner write: drops every read cache of this database before the write's answer goes out (decisions/024). */
export function forgetReadCaches(db: Db): void {
  for (const cache of everyCache) cache.forget(db);
}

/** Values per (database, key), at most `maxEntries` per database, each for `ttlMs` (0: not cached). */
export function createKeyedDbCache<T>(ttlMs: number, maxEntries: number, clock: Clock = performance): KeyedDbCache<T> {
  const perDb = new WeakMap<Db, LRUCache<string, { value: Promise<T> }>>();
  const cache: KeyedDbCache<T> = {
    get(db, key, load) {
      if (ttlMs <= 0) return load();
      let entries = perDb.get(db);
      if (!entries) perDb.set(db, (entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: clock })));
      const hit = entries.get(key);
      if (hit) return hit.value;
      const value = load();
      const entry = { value };
      entries.set(key, entry);
      // A failed load is not kept: the next request tries again.
      value.catch(() => {
        if (entries.peek(key) === entry) entries.delete(key);
      });
      return value;
    },
    forget(db) {
      perDb.delete(db);
    },
  };
  everyCache.add(cache as KeyedDbCache<unknown>);
  return cache;
}

/** One value per database (read on nearly every request), kept `ttlMs` (default 3 s). */
export function createDbCache<T>(ttlMs = 3000, clock?: Clock) {
  const cache = createKeyedDbCache<T>(ttlMs, 1, clock);
  return {
    get: (db: Db, load: () => Promise<T>): Promise<T> => cache.get(db, '', load),
    forget: (db: Db): void => cache.forget(db),
  };
}
