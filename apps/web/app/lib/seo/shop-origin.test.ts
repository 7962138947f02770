import { describe, expect, it } from 'vitest';
import { shopOrigin } from './shop-origin';

describe('shopOrigin', () => {
  it("is the origin of the API's configured public URL", () => {
    expect(shopOrigin({ url: 'https://shop.example.com' })).toBe('https://shop.example.com');
    expect(shopOrigin({ url: 'http://localhost:3000/' })).toBe('http://localhost:3000');
  });

  it('falls back to root-relative URLs, never to a guessed host', () => {
    expect(shopOrigin(null)).toBe('');
    expect(shopOrigin({ url: 'not a url' })).toBe('');
  });
});
