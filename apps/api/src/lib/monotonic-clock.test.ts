import { describe, expect, it } from 'vitest';
import { monotonicNow } from './monotonic-clock';

describe('monotonicNow', () => {
  it('moves on by a millisecond when the clock has not', () => {
    const a = monotonicNow(5_000_000_000_000);
    const b = monotonicNow(5_000_000_000_000);
    const c = monotonicNow(4_999_999_999_000);
    expect(b.getTime()).toBe(a.getTime() + 1);
    expect(c.getTime()).toBe(a.getTime() + 2);
  });

  it('follows the clock when it is ahead', () => {
    const a = monotonicNow(6_000_000_000_000);
    expect(monotonicNow(6_000_000_000_500).getTime()).toBe(a.getTime() + 500);
  });
});
