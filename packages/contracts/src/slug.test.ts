import { describe, expect, it } from 'vitest';
import { bodyClassFor, normalisePath, pageTypeForPath, resolvePageSlug } from './slug.ts';

describe('resolvePageSlug (spec §2 slug resolution)', () => {
  it.each([
    ['/cart', 'cart'],
    ['/cart/', 'cart'],
    ['/shop-online', 'shop-online'],
    ['/shop-online/living/lamps', 'shop-online'],
    ['/blogs', 'blogs'],
    ['/blogs/2025/06/a-slow-morning', 'blogs'],
    ['/checkout/address', 'checkout'],
    ['/checkout/payment', 'checkout'],
    ['/checkout-complete', 'checkout-complete'],
    ['/checkout-failed', 'checkout-failed'],
    ['/track-order', 'track-order'],
    ['/track-order/AWB123456', 'track-order'],
    ['/account', 'account'],
    ['/account/orders', 'account'],
    ['/account/reset-password/shopper@example.com/token123', 'account'],
  ])('uses the fixed name for %s', (path, slug) => {
    expect(resolvePageSlug(path)).toBe(slug);
  });

  it('does not take a fixed name for paths that only start with the same letters', () => {
    expect(resolvePageSlug('/cartography')).toBe('cartography');
    expect(resolvePageSlug('/accounting-policy')).toBe('accounting-policy');
    expect(resolvePageSlug('/checkout-completed')).toBe('checkout-completed');
    expect(resolvePageSlug('/blogsphere')).toBe('blogsphere');
  });

  it('uses the sku query value on /product/ paths', () => {
    expect(resolvePageSlug('/product/block-print-cushion-cover', '?sku=CUS-001')).toBe('CUS-001');
    expect(resolvePageSlug('/product/block-print-cushion-cover', 'sku=CUS-001&ref=home')).toBe('CUS-001');
  });

  it('falls back to the last segment on /product/ paths without a sku', () => {
    expect(resolvePageSlug('/product/block-print-cushion-cover')).toBe('block-print-cushion-cover');
    expect(resolvePageSlug('/product/living/cushions/block-print-cushion-cover/', '?ref=home')).toBe('block-print-cushion-cover');
    expect(resolvePageSlug('/product/block-print-cushion-cover', '?sku=')).toBe('block-print-cushion-cover');
  });

  it('ignores sku outside /product/ paths', () => {
    expect(resolvePageSlug('/product-category/living', '?sku=CUS-001')).toBe('living');
    expect(resolvePageSlug('/about-us', '?sku=CUS-001')).toBe('about-us');
  });

  it('uses the last segment for other paths', () => {
    expect(resolvePageSlug('/terms-and-conditions')).toBe('terms-and-conditions');
    expect(resolvePageSlug('/product-category/living/cushions-throws')).toBe('cushions-throws');
    expect(resolvePageSlug('/product-collection/best-sellers/')).toBe('best-sellers');
    expect(resolvePageSlug('/a//b///c')).toBe('c');
  });

  it('decodes the segment, keeping a malformed one as is', () => {
    expect(resolvePageSlug('/caf%C3%A9')).toBe('café');
    expect(resolvePageSlug('/broken%E0%A4')).toBe('broken%E0%A4');
  });

  it("answers 'home' for the root", () => {
    expect(resolvePageSlug('/')).toBe('home');
    expect(resolvePageSlug('')).toBe('home');
    expect(resolvePageSlug('///')).toBe('home');
  });
});

describe('normalisePath', () => {
  it('drops trailing slashes and keeps the root', () => {
    expect(normalisePath('/cart///')).toBe('/cart');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
  });
});

describe('bodyClassFor (spec §1: page--{slug}, defaulting to home)', () => {
  it('prefixes the slug', () => {
    expect(bodyClassFor('about-us')).toBe('page--about-us');
    expect(bodyClassFor('shop-online')).toBe('page--shop-online');
  });

  it('defaults to home', () => {
    expect(bodyClassFor(null)).toBe('page--home');
    expect(bodyClassFor(undefined)).toBe('page--home');
    expect(bodyClassFor('')).toBe('page--home');
  });

  it('yields a safe class name for any slug', () => {
    expect(bodyClassFor('CUS-001')).toBe('page--cus-001');
    expect(bodyClassFor('Our Story')).toBe('page--our-story');
    for (const slug of ['"><script>', 'a b\tc', 'café', '../x', '{}']) {
      expect(bodyClassFor(slug)).toMatch(/^page--[a-z0-9_-]+$/);
    }
  });
});

describe('pageTypeForPath', () => {
  it.each([
    ['/', 'home'],
    ['/product/lamp', 'product'],
    ['/product-category/living', 'category'],
    ['/product-collection/best-sellers', 'collection'],
    ['/shop-online/living', 'shop'],
    ['/blogs/a-post', 'blog'],
    ['/cart', 'cart'],
    ['/checkout/address', 'checkout'],
    ['/checkout-complete', 'checkout-complete'],
    ['/checkout-failed', 'checkout-failed'],
    ['/track-order/AWB1', 'track-order'],
    ['/account/orders', 'account'],
    ['/about-us', 'page'],
    ['/products', 'page'],
  ])('%s is a %s page', (path, type) => {
    expect(pageTypeForPath(path)).toBe(type);
  });
});
