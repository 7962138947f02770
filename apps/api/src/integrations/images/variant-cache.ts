import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

// Rendered variants are kept on disk (<dataDir>/image-cache/), keyed by what makes them differ:
// source path, modification time, size, variant and quality. A changed source gets new keys;
// stale files are left behind and can be deleted at any time (the cache rebuilds itself).
// One render at a time by default: on a small machine the other core stays free for pages.
// Concurrent requests for one variant share a single render, and at most `maxConcurrent`
// renders run at once. Waiting renders are queued per client and taken round-robin, and a client
// may keep at most `maxWaitingPerClient` waiting: one visitor asking for hundreds of uncached
// variants cannot make a shopper's product image wait behind them (RenderQueueFull -> 503).
// Nothing is ever evicted: the variants are bounded by the media files x the fixed width list,
// so a flood of requests can fill the cache only with variants the shop would render anyway.

export interface CachedVariant {
  data: Buffer;
  hit: boolean;
}

export interface VariantCache {
  /** `client` (the visitor's IP) is whose share of the render queue a new render uses. */
  get(key: string, render: () => Promise<Buffer>, client?: string): Promise<CachedVariant>;
}

export function variantKey(parts: (string | number)[]): string {
  return crypto.createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 32);
}

export const MAX_WAITING_RENDERS_PER_CLIENT = 8;

export function createVariantCache(dir: string, maxConcurrent = 1, maxWaitingPerClient = MAX_WAITING_RENDERS_PER_CLIENT): VariantCache {
  const inFlight = new Map<string, Promise<Buffer>>();
  const limit = createFairLimiter(maxConcurrent, maxWaitingPerClient);
  const fileFor = (key: string) => path.join(dir, key.slice(0, 2), `${key}.webp`);

  async function renderAndStore(key: string, render: () => Promise<Buffer>, client: string): Promise<Buffer> {
    const data = await limit(client, render);
    const file = fileFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
    return data;
  }

  return {
    async get(key, render, client = '') {
      const pending = inFlight.get(key);
      if (pending) return { data: await pending, hit: false };
      try {
        return { data: await fs.readFile(fileFor(key)), hit: true };
      } catch {
        // not cached yet
      }
      const again = inFlight.get(key); // another request may have started while we read
      if (again) return { data: await again, hit: false };
      const job = renderAndStore(key, render, client).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return { data: await job, hit: false };
    },
  };
}

/** A client already has its share of renders waiting. */
export class RenderQueueFull extends Error {
  constructor() {
    super('Too many images are being prepared for this visitor');
  }
}

/**
 * Runs at most `max` tasks at a time. The rest wait in one queue per client; a freed slot goes to
 * the client at the front, which then moves to the back (round-robin). A client with
 * `maxWaitingPerClient` tasks waiting is refused at once (RenderQueueFull).
 */
export function createFairLimiter(max: number, maxWaitingPerClient: number) {
  let running = 0;
  const queues = new Map<string, (() => void)[]>(); // a Map iterates in insertion order
  function handOn(): void {
    const first = queues.entries().next();
    if (first.done) {
      running--;
      return;
    }
    const [client, waiters] = first.value;
    const start = waiters.shift() as () => void;
    queues.delete(client);
    if (waiters.length) queues.set(client, waiters); // to the back of the line
    start(); // the slot passes straight on, so `running` never exceeds max
  }
  return async function limit<T>(client: string, task: () => Promise<T>): Promise<T> {
    if (running >= max) {
      const waiters = queues.get(client) ?? [];
      if (waiters.length >= maxWaitingPerClient) throw new RenderQueueFull();
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        if (!queues.has(client)) queues.set(client, waiters);
      });
    } else running++;
    try {
      return await task();
    } finally {
      handOn();
    }
  };
}
