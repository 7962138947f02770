import { describe, expect, it } from 'vitest';
import { isHeaderStuck, isPastHalfway, STICKY_HEADER_OFFSET_PX } from './scroll-thresholds';

describe('isHeaderStuck', () => {
  it('activates only after 50 px of scroll', () => {
    expect(STICKY_HEADER_OFFSET_PX).toBe(50);
    expect(isHeaderStuck(0)).toBe(false);
    expect(isHeaderStuck(50)).toBe(false);
    expect(isHeaderStuck(51)).toBe(true);
  });
});

describe('isPastHalfway', () => {
  it('shows past half of the scrollable height', () => {
    const page = { scrollHeight: 3000, innerHeight: 1000 }; // 2000 px scrollable
    expect(isPastHalfway({ ...page, scrollY: 0 })).toBe(false);
    expect(isPastHalfway({ ...page, scrollY: 1000 })).toBe(false);
    expect(isPastHalfway({ ...page, scrollY: 1001 })).toBe(true);
  });

  it('never shows on a page that does not scroll', () => {
    expect(isPastHalfway({ scrollY: 0, scrollHeight: 800, innerHeight: 800 })).toBe(false);
    expect(isPastHalfway({ scrollY: 0, scrollHeight: 600, innerHeight: 800 })).toBe(false);
  });
});
