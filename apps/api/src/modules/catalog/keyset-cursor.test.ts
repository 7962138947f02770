import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './keyset-cursor.ts';

describe('keyset cursor', () => {
  it('reads back what it wrote, for the sort it was made for', () => {
    const cursor = { sort: 'price-asc' as const, keys: [14900], id: 'prd_1' };
    expect(decodeCursor(encodeCursor(cursor), 'price-asc')).toEqual(cursor);
    expect(decodeCursor(encodeCursor(cursor), 'price-desc')).toBeNull();
    const relevance = { sort: 'relevance' as const, keys: [-14], id: 'prd_2' };
    expect(decodeCursor(encodeCursor(relevance), 'relevance')).toEqual(relevance);
  });

  it('refuses keys of the wrong type: prices, ranks, counts and relevance are integers', () => {
    const forged = (keys: unknown[]) => Buffer.from(JSON.stringify(['price-asc', keys, 'prd_1'])).toString('base64url');
    expect(decodeCursor(forged([1.5]), 'price-asc')).toBeNull();
    expect(decodeCursor(forged(['100']), 'price-asc')).toBeNull();
    expect(decodeCursor(forged([2 ** 60]), 'price-asc')).toBeNull();
    expect(decodeCursor(forged([100, 1]), 'price-asc')).toBeNull();
    expect(decodeCursor('not base64 json', 'price-asc')).toBeNull();
  });
});
