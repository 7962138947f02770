import { describe, expect, it } from 'vitest';
import { createPreloadQueue, ROUTE_PRELOAD_LIMIT } from './preload-queue';

/** A task that finishes when the test says so, counting how many run at once. */
function gate() {
  let running = 0;
  let most = 0;
  const release: (() => void)[] = [];
  const task = () =>
    new Promise<void>((resolve) => {
      running++;
      most = Math.max(most, running);
      release.push(() => {
        running--;
        resolve();
      });
    });
  return { task, release, started: () => release.length, most: () => most };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPreloadQueue', () => {
  it('runs at most 4 preloads at a time and starts the next as one finishes', async () => {
    expect(ROUTE_PRELOAD_LIMIT).toBe(4);
    const queue = createPreloadQueue();
    const g = gate();
    for (let i = 0; i < 10; i++) queue.add(`/product/${i}`, g.task);
    await settle();
    expect(g.started()).toBe(4);
    expect(queue.running()).toBe(4);
    g.release[0]();
    g.release[1]();
    await settle();
    expect(g.started()).toBe(6);
    for (let i = 2; i < 10; i++) {
      while (g.started() <= i) await settle();
      g.release[i]();
    }
    await settle();
    expect(g.most()).toBe(4);
    expect(queue.running()).toBe(0);
  });

  it('preloads a page once, and goes on past a failed preload', async () => {
    const queue = createPreloadQueue(1);
    const calls: string[] = [];
    expect(queue.add('/a', async () => calls.push('a') && Promise.reject(new Error('offline')))).toBe(true);
    expect(queue.add('/a', async () => calls.push('again'))).toBe(false);
    queue.add('/b', async () => calls.push('b'));
    await settle();
    await settle();
    expect(calls).toEqual(['a', 'b']);
  });
});
