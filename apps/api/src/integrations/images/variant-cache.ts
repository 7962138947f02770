import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

// Rendered variants are kept on disk (<dataDir>/image-cache/), keyed by what makes them differ:
// source path, modification time, size, variant and quality. A changed source gets new keys;
// stale files are left behind and can be deleted at any time (the cache rebuilds itself).
// One render at a time by default: on a small machine the other core stays free for pages.
// Concurrent requests for one variant share a single render, and at most `maxConcurrent`
// renders run at once.

export interface CachedVariant {
  data: Buffer;
  hit: boolean;
}

export interface VariantCache {
  get(key: string, render: () => Promise<Buffer>): Promise<CachedVariant>;
}

export function variantKey(parts: (string | number)[]): string {
  return crypto.createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 32);
}

export function createVariantCache(dir: string, maxConcurrent = 1): VariantCache {
  const inFlight = new Map<string, Promise<Buffer>>();
  const limit = createLimiter(maxConcurrent);
  const fileFor = (key: string) => path.join(dir, key.slice(0, 2), `${key}.webp`);

  async function renderAndStore(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const data = await limit(render);
    const file = fileFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
    return data;
  }

  return {
    async get(key, render) {
      const pending = inFlight.get(key);
      if (pending) return { data: await pending, hit: false };
      try {
        return { data: await fs.readFile(fileFor(key)), hit: true };
      } catch {
        // not cached yet
      }
      const again = inFlight.get(key); // another request may have started while we read
      if (again) return { data: await again, hit: false };
      const job = renderAndStore(key, render).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return { data: await job, hit: false };
    },
  };
}

/** Runs at most `max` tasks at a time, the rest wait in order. */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next waiter, so `running` never exceeds max.
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
