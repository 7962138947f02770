import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http(s) URLs into links and leaves the rest as text', () => {
    expect(linkify('Reset: https://shop.test/account/reset-password/a%40b.c/tok. Thanks')).toEqual([
      { text: 'Reset: ' },
      { text: 'https://shop.test/account/reset-password/a%40b.c/tok', href: 'https://shop.test/account/reset-password/a%40b.c/tok' },
      { text: '. Thanks' },
    ]);
    expect(linkify('Your code is 1234')).toEqual([{ text: 'Your code is 1234' }]);
    expect(linkify('javascript:alert(1) ftp://x')).toEqual([{ text: 'javascript:alert(1) ftp://x' }]);
  });
});
