// A minimal browser window for node tests: event target, both storages and location.assign.

export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

export interface FakeWindow extends EventTarget {
  localStorage: MemoryStorage;
  sessionStorage: MemoryStorage;
  location: { origin: string; pathname: string; search: string; hash: string; assigned: string[]; assign: (url: string) => void };
}

/** Installs a fake `window` on globalThis; returns it and a function that removes it. */
export function installFakeWindow(): { win: FakeWindow; restore: () => void } {
  const target = new EventTarget() as FakeWindow;
  const assigned: string[] = [];
  target.localStorage = new MemoryStorage();
  target.sessionStorage = new MemoryStorage();
  target.location = { origin: 'http://shop.test', pathname: '/', search: '', hash: '', assigned, assign: (url: string) => void assigned.push(url) };
  const previous = (globalThis as { window?: unknown }).window;
  (globalThis as { window?: unknown }).window = target;
  return {
    win: target,
    restore: () => {
      (globalThis as { window?: unknown }).window = previous;
    },
  };
}
