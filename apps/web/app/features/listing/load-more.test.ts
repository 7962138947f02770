import type { ProductCard } from '@vitrine/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { loadMoreFields, loadMoreHref, mergeCards } from './load-more';

const card = (id: string) => ({ id }) as ProductCard;

describe('load more', () => {
  it('asks the same listing for the next cards', () => {
    expect(loadMoreHref('/shop-online', '', 'abc')).toBe('/shop-online?cursor=abc&more=1');
    expect(loadMoreHref('/search', '?q=lamp&cursor=old&sort=name', 'n+1')).toBe('/search?q=lamp&cursor=n%2B1&sort=name&more=1');
  });

  it('keeps the listing in the no-JavaScript form', () => {
    expect(loadMoreFields('?brand=a%2Cb&more=1', 'xyz')).toEqual([
      ['brand', 'a,b'],
      ['cursor', 'xyz'],
    ]);
  });

  it('appends without repeating cards', () => {
    expect(mergeCards([card('1'), card('2')], [card('2'), card('3')]).map((c) => c.id)).toEqual(['1', '2', '3']);
  });
});
