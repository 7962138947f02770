import { describe, expect, it } from 'vitest';
import { onlySkuChanged, productPath, productSlugFromSplat } from './product-path';

describe('productSlugFromSplat', () => {
  it('is the last segment, decoded', () => {
    expect(productSlugFromSplat('living/cushions/block-print-cushion-cover')).toBe('block-print-cushion-cover');
    expect(productSlugFromSplat('lamp/')).toBe('lamp');
    expect(productSlugFromSplat('caf%C3%A9-mug')).toBe('café-mug');
    expect(productSlugFromSplat('')).toBe('');
    expect(productSlugFromSplat(undefined)).toBe('');
  });

  it('builds the canonical path', () => {
    expect(productPath('café-mug')).toBe('/product/caf%C3%A9-mug');
  });
});

describe('onlySkuChanged', () => {
  const u = (s: string) => new URL(s, 'https://shop.test');
  it('is true only when the sku alone changed on the same product', () => {
    expect(onlySkuChanged(u('/product/a?sku=1'), u('/product/a?sku=2'))).toBe(true);
    expect(onlySkuChanged(u('/product/a'), u('/product/a?sku=2'))).toBe(true);
    expect(onlySkuChanged(u('/product/a?x=1&sku=1'), u('/product/a?sku=2&x=1'))).toBe(true);
    expect(onlySkuChanged(u('/product/a?sku=1'), u('/product/a?sku=1'))).toBe(false);
    expect(onlySkuChanged(u('/product/a?sku=1'), u('/product/b?sku=2'))).toBe(false);
    expect(onlySkuChanged(u('/product/a?sku=1'), u('/product/a?sku=2&x=1'))).toBe(false);
  });
});
