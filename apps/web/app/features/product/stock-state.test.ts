import { describe, expect, it } from 'vitest';
import { stockState } from './stock-state';

describe('stockState', () => {
  it('says in stock above five, only N left at five or fewer, out of stock at zero', () => {
    expect(stockState(6)).toEqual({ level: 'in', message: 'In stock' });
    expect(stockState(5)).toEqual({ level: 'low', message: 'Only 5 left' });
    expect(stockState(1)).toEqual({ level: 'low', message: 'Only 1 left' });
    expect(stockState(0)).toEqual({ level: 'out', message: 'Out of stock' });
    expect(stockState(-2).level).toBe('out');
    expect(stockState(Number.NaN).level).toBe('out');
  });
});
