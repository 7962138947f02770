import { describe, expect, it } from 'vitest';
import { menuHref } from './menu-link';

describe('menuHref', () => {
  it('routes same-origin paths', () => {
    expect(menuHref('/shop-online')).toEqual({ internal: true, href: '/shop-online' });
  });

  it('keeps http(s), mailto and tel links as plain links', () => {
    expect(menuHref('https://example.com/a')).toEqual({ internal: false, href: 'https://example.com/a' });
    expect(menuHref('mailto:hi@example.com')?.internal).toBe(false);
    expect(menuHref('tel:+911234')?.internal).toBe(false);
  });

  it('rejects protocol-relative and script URLs', () => {
    expect(menuHref('//evil.example')).toBeNull();
    expect(menuHref('javascript:alert(1)')).toBeNull();
    expect(menuHref('')).toBeNull();
  });
});
