import { describe, expect, it } from 'vitest';
import { MASKED, maskUrlTokens } from './mask-url-tokens.ts';

describe('maskUrlTokens', () => {
  it('masks every token value, whatever the case or escaping of its key', () => {
    expect(maskUrlTokens('/admin/login?token=s3cret')).toBe(`/admin/login?token=${MASKED}`);
    expect(maskUrlTokens('/checkout-complete?order_id=o1&token=abc&x=1')).toBe(`/checkout-complete?order_id=o1&token=${MASKED}&x=1`);
    expect(maskUrlTokens('/api/orders/invoice?TOKEN=abc&Token=def')).toBe(`/api/orders/invoice?TOKEN=${MASKED}&Token=${MASKED}`);
    expect(maskUrlTokens('/x?%74oken=abc&tok%65n=def')).toBe(`/x?%74oken=${MASKED}&tok%65n=${MASKED}`);
    expect(maskUrlTokens('/x?token=a&token=b#frag')).toBe(`/x?token=${MASKED}&token=${MASKED}#frag`);
    expect(maskUrlTokens('/x?token')).toBe(`/x?token=${MASKED}`);
  });

  it('leaves other keys, undecodable keys and token-less addresses as they are', () => {
    expect(maskUrlTokens('/product/x')).toBe('/product/x');
    expect(maskUrlTokens('/x?tokens=1&my_token=2&q=token')).toBe('/x?tokens=1&my_token=2&q=token');
    expect(maskUrlTokens('/x?%FF=1&a=%E0')).toBe('/x?%FF=1&a=%E0');
  });
});
