import { describe, expect, it } from 'vitest';
import { readableAddress, withFrameAncestors } from './ssr.ts';

describe('withFrameAncestors', () => {
  it("lets only the shop itself frame a page by default, keeping the page's own policy", () => {
    expect(withFrameAncestors("default-src 'self'; script-src 'nonce-x'", [])).toBe("default-src 'self'; script-src 'nonce-x'; frame-ancestors 'self'");
    expect(withFrameAncestors(null, [])).toBe("frame-ancestors 'self'");
  });

  it('adds the configured editor origins (EDITOR_ORIGINS), nothing else', () => {
    expect(withFrameAncestors(null, ['https://editor.example.com', 'https://studio.example.com'])).toBe(
      "frame-ancestors 'self' https://editor.example.com https://studio.example.com",
    );
  });
});

describe('readableAddress', () => {
  it('takes only the unreadable path segments literally, keeping the rest and the query', () => {
    expect(readableAddress('/product/%E0%A4%A')).toBe('/product/%25E0%25A4%25A');
    expect(readableAddress('/product-category/100%/x%20y?q=%FF')).toBe('/product-category/100%25/x%20y?q=%FF');
    expect(readableAddress('/product/%F0%9F%98%80')).toBe('/product/%F0%9F%98%80');
  });

  it('takes a segment holding an escaped NUL literally, so the route answers not found (issue 30)', () => {
    expect(readableAddress('/test-gateway/pay/%00')).toBe('/test-gateway/pay/%2500');
    expect(readableAddress('/account/orders/a%00b?x=%00')).toBe('/account/orders/a%2500b?x=%00');
    expect(readableAddress('/product/a%01b%20c')).toBe('/product/a%01b%20c');
    expect(readableAddress('/shop-online/all?q=1')).toBe('/shop-online/all?q=1');
  });
});
