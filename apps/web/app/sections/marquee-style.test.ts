import { describe, expect, it } from 'vitest';
import { marqueeAnimationStyle } from './marquee-style';

describe('marqueeAnimationStyle', () => {
  it('uses the spec §9 defaults: 20 s, infinite, left', () => {
    expect(marqueeAnimationStyle({ items: ['a'] })).toEqual({
      animationDuration: '20s',
      animationIterationCount: 'infinite',
      animationDirection: 'normal',
    });
    expect(marqueeAnimationStyle(undefined).animationDuration).toBe('20s');
  });

  it('loop 0 is infinite and loop N runs N times', () => {
    expect(marqueeAnimationStyle({ loop: 0 }).animationIterationCount).toBe('infinite');
    expect(marqueeAnimationStyle({ loop: 3 }).animationIterationCount).toBe(3);
  });

  it('takes the duration and direction from the data', () => {
    const style = marqueeAnimationStyle({ duration_s: 7.5, direction: 'right' });
    expect(style.animationDuration).toBe('7.5s');
    expect(style.animationDirection).toBe('reverse');
  });

  it('falls back to the defaults for invalid values', () => {
    const style = marqueeAnimationStyle({ duration_s: 0, loop: -2, direction: 'up' as never });
    expect(style).toEqual({ animationDuration: '20s', animationIterationCount: 'infinite', animationDirection: 'normal' });
    expect(marqueeAnimationStyle({ loop: 1.5 }).animationIterationCount).toBe('infinite');
  });
});
