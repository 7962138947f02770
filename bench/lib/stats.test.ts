import { describe, expect, it } from 'vitest';
import { median } from './stats.mjs';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([0.7, 0.5, 0.9])).toBe(0.7);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out missing figures and is NaN with none', () => {
    expect(median([undefined, 2, Number.NaN, 4, 3] as number[])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
