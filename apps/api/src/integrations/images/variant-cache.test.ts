import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimiter, createVariantCache, variantKey } from './variant-cache.ts';

describe('variant cache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-variant-cache-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('renders a variant once for concurrent requests, then serves it from disk', async () => {
    const cache = createVariantCache(dir);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return Buffer.from('webp-bytes');
    };
    const key = variantKey(['products/a.svg', 1, 2, 'w400q75']);
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.get(key, render)));
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
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
    };
    await Promise.all(Array.from({ length: 8 }, () => limit(task)));
    expect(peak).toBe(2);
  });
});
