import { describe, expect, it } from 'vitest';
import { AttemptCounter } from './attempt-counter.ts';

describe('AttemptCounter', () => {
  it('refuses a key at its cap until the window that began with its first attempt ends', () => {
    const counter = new AttemptCounter(3, 60_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 2; i++) counter.record('a', t0 + i);
    expect(counter.retryAfterSeconds('a', t0 + 10)).toBe(0);
    counter.record('a', t0 + 20);
    expect(counter.retryAfterSeconds('a', t0 + 20)).toBe(60);
    expect(counter.retryAfterSeconds('a', t0 + 59_500)).toBe(1);
    expect(counter.retryAfterSeconds('b', t0 + 20)).toBe(0);
    expect(counter.retryAfterSeconds('a', t0 + 60_000)).toBe(0);
    counter.record('a', t0 + 60_000); // a new window
    expect(counter.retryAfterSeconds('a', t0 + 60_001)).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the oldest first', () => {
    const counter = new AttemptCounter(1, 60_000, 10);
    for (let i = 0; i < 25; i++) counter.record(`k${i}`, 0);
    const held = Array.from({ length: 25 }, (_, i) => counter.retryAfterSeconds(`k${i}`, 1) > 0);
    expect(held.filter(Boolean).length).toBeLessThanOrEqual(10);
    expect(held[24]).toBe(true);
    expect(held[0]).toBe(false);
  });
});
