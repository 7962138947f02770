import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/connect.ts';
import { createDbCache } from './db-cache.ts';

const fakeDb = () => ({}) as Db;

describe('createDbCache', () => {
  it('loads once per database within the TTL and again after forget', async () => {
    const cache = createDbCache<number>(60_000);
    const db = fakeDb();
    const load = vi.fn(async () => 42);
    expect(await cache.get(db, load)).toBe(42);
    expect(await cache.get(db, load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    cache.forget(db);
    await cache.get(db, load);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.get(fakeDb(), load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed load', async () => {
    const cache = createDbCache<number>(60_000);
    const db = fakeDb();
    await expect(cache.get(db, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(db, async () => 7)).toBe(7);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = createDbCache<number>(0);
    const db = fakeDb();
    const load = vi.fn(async () => 1);
    await cache.get(db, load);
    await cache.get(db, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads once the TTL has passed (a controlled clock)', async () => {
    let now = 1_000_000;
    const cache = createDbCache<number>(1000, { now: () => now });
    const db = fakeDb();
    const load = vi.fn(async () => 1);
    await cache.get(db, load);
    now += 999;
    await cache.get(db, load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 2;
    await cache.get(db, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
