import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-preloads.server';

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload low priority and leaves the rest of the HTML as it was', () => {
    const html =
      '<p>é</p><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/><link rel="stylesheet" href="/x.css"/>';
    expect(lowPriorityModulePreloads(Buffer.from(html)).toString()).toBe(
      '<p>é</p><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="n"/><link rel="stylesheet" href="/x.css"/>',
    );
  });

  it('returns a batch without preloads untouched (the same buffer)', () => {
    const batch = Buffer.from('<main>no scripts here</main>');
    expect(lowPriorityModulePreloads(batch)).toBe(batch);
  });
});
