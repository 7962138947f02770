import { describe, expect, it } from 'vitest';
import { HtmlCache, productSlugOfKey, type RenderedPage } from './html-cache.ts';

// A review write forgets one product's page (decisions/028), never the rest of the cache.

const page = (): RenderedPage => ({ status: 200, headers: [], body: Buffer.from('<html></html>'), nonce: '', storedAt: Date.now() });

describe('productSlugOfKey', () => {
  it('reads the last segment of a /product/ URL, with or without .data, query and cookies', () => {
    expect(productSlugOfKey('/product/linen-throw|')).toBe('linen-throw');
    expect(productSlugOfKey('/product/home/linen-throw?sku=LT-1|vitrine_grid=3')).toBe('linen-throw');
    expect(productSlugOfKey('/product/linen-throw.data?_routes=x|')).toBe('linen-throw');
    expect(productSlugOfKey('/product/caf%C3%A9-mug|')).toBe('café-mug');
    expect(productSlugOfKey('/shop-online|')).toBeNull();
  });
});

describe('HtmlCache.forgetProduct', () => {
  it("drops only that product's pages", () => {
    const cache = new HtmlCache(10_000);
    for (const key of ['/product/a|', '/product/a?sku=2|', '/product/a.data|', '/product/ab|', '/|', '/shop-online|']) cache.set(key, page());
    cache.forgetProduct('a');
    expect(cache.get('/product/a|')).toBeNull();
    expect(cache.get('/product/a?sku=2|')).toBeNull();
    expect(cache.get('/product/a.data|')).toBeNull();
    expect(cache.size).toBe(3);
    expect(cache.get('/product/ab|')).not.toBeNull();
  });
});
