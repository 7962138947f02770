import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createFairLimiter, createVariantCache, RenderQueueFull, variantKey } from './variant-cache.ts';

describe('variant cache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-variant-cache-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('renders a variant once for concurrent requests, then serves it from disk', async () => {
    const cache = createVariantCache(dir);
    let renders = 0;
    // The render stays open until all five requests have asked (no timing involved).
    let finish!: () => void;
    const rendered = new Promise<void>((resolve) => (finish = resolve));
    const render = async () => {
      renders++;
      await rendered;
      return Buffer.from('webp-bytes');
    };
    const key = variantKey(['products/a.svg', 1, 2, 'w400q75']);
    const pending = Array.from({ length: 5 }, () => cache.get(key, render));
    // Once the first render runs, the other four have found nothing on disk: they join it.
    await vi.waitFor(() => expect(renders).toBe(1));
    await new Promise((r) => setImmediate(r));
    finish();
    const results = await Promise.all(pending);
    expect(renders).toBe(1);
    for (const r of results) expect(r.data.toString()).toBe('webp-bytes');
    const again = await createVariantCache(dir).get(key, render); // a fresh process reads the file
    expect(again).toEqual({ data: Buffer.from('webp-bytes'), hit: true });
    expect(renders).toBe(1);
    expect(fs.readdirSync(path.join(dir, key.slice(0, 2)))).toEqual([`${key}.webp`]); // no temp files left
  });

  it('keys differ by every part', () => {
    expect(variantKey(['a.svg', 1, 2, 'w400'])).not.toBe(variantKey(['a.svg', 1, 2, 'w480']));
    expect(variantKey(['a.svg', 1, 2, 'w400'])).not.toBe(variantKey(['a.svg', 5, 2, 'w400']));
  });

  it('runs at most `max` tasks at once', async () => {
    const limit = createFairLimiter(2, 100);
    let running = 0;
    let peak = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setImmediate(r)); // yield, so the others get their chance to start
      running--;
    };
    await Promise.all(Array.from({ length: 8 }, (_, i) => limit(`client-${i % 3}`, task)));
    expect(peak).toBe(2);
  });

  it("takes waiting clients in turn, so one visitor's backlog cannot starve another", async () => {
    const limit = createFairLimiter(1, 10);
    const order: string[] = [];
    let release!: () => void;
    const held = limit(
      'flood',
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    const flood = Array.from({ length: 10 }, (_, i) =>
      limit('flood', async () => {
        order.push(`flood-${i}`);
      }),
    );
    const shopper = limit('shopper', async () => {
      order.push('shopper');
    });
    release();
    await Promise.all([held, ...flood, shopper]);
    expect(order.indexOf('shopper')).toBe(1); // after one of the flood's renders, not after all ten
    expect(order).toHaveLength(11);
  });

  it("refuses a client's render beyond its waiting share, and others still get theirs", async () => {
    const limit = createFairLimiter(1, 2);
    let release!: () => void;
    const held = limit(
      'flood',
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    const waiting = [limit('flood', async () => 1), limit('flood', async () => 2)];
    await expect(limit('flood', async () => 3)).rejects.toBeInstanceOf(RenderQueueFull);
    const shopper = limit('shopper', async () => 'ok');
    release();
    await held;
    expect(await Promise.all(waiting)).toEqual([1, 2]);
    expect(await shopper).toBe('ok');
  });
});
