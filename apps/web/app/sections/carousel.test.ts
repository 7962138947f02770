import { describe, expect, it } from 'vitest';
import { isRotating, nextSlide, previousSlide, type RotationState } from './carousel';

describe('nextSlide / previousSlide', () => {
  it('wrap around both ends', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(1, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
  });

  it('stay at 0 with one or no slide', () => {
    expect(nextSlide(0, 1)).toBe(0);
    expect(previousSlide(0, 1)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });
});

describe('isRotating', () => {
  const base: RotationState = { count: 3, autoplayMs: 5000, stopped: false, hovered: false, focused: false, reducedMotion: false };

  it('rotates by default with several slides and an autoplay interval', () => {
    expect(isRotating(base)).toBe(true);
  });

  it('pauses on hover, focus, the stop button and reduced motion', () => {
    expect(isRotating({ ...base, hovered: true })).toBe(false);
    expect(isRotating({ ...base, focused: true })).toBe(false);
    expect(isRotating({ ...base, stopped: true })).toBe(false);
    expect(isRotating({ ...base, reducedMotion: true })).toBe(false);
  });

  it('never rotates a single slide or without an interval', () => {
    expect(isRotating({ ...base, count: 1 })).toBe(false);
    expect(isRotating({ ...base, autoplayMs: 0 })).toBe(false);
  });
});
