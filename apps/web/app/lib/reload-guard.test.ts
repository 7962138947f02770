import { describe, expect, it } from 'vitest';
import { mayReload, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, reloadOnce } from './reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return { data, getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
}

describe('mayReload', () => {
  it('allows the first reload and refuses another within 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 1_000 + 9_999)).toBe(false);
    expect(mayReload(1_000, 1_000 + 10_000)).toBe(true);
  });

  it('does not block for good when the clock went back or the stored time is garbage', () => {
    expect(mayReload(50_000, 1_000)).toBe(true);
    expect(mayReload(Number.NaN, 1_000)).toBe(true);
  });
});

describe('reloadOnce', () => {
  it('reloads, remembers when, and refuses a second reload within the guard', () => {
    const storage = memoryStorage();
    let reloads = 0;
    expect(reloadOnce({ storage, now: 5_000, reload: () => reloads++ })).toBe(true);
    expect(storage.data[RELOAD_GUARD_KEY]).toBe('5000');
    expect(reloadOnce({ storage, now: 14_999, reload: () => reloads++ })).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadOnce({ storage, now: 15_000, reload: () => reloads++ })).toBe(true);
    expect(reloads).toBe(2);
  });

  it('reloads without storage (privacy mode) rather than never', () => {
    let reloads = 0;
    expect(reloadOnce({ storage: null, now: 1, reload: () => reloads++ })).toBe(true);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(reloadOnce({ storage: throwing, now: 2, reload: () => reloads++ })).toBe(true);
    expect(reloads).toBe(2);
  });
});
