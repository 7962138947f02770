import { productChatText } from '@vitrine/contracts/product';
import { describe, expect, it } from 'vitest';
import { chatTextFor, chatUrl, internationalNumber, pageHasInlineChat, readChatConfig } from './chat-url';

describe('readChatConfig', () => {
  it('reads the installed plugin, defaulting the side to right', () => {
    const plugins = [{ module_name: 'WhatsAppChat', config: { mobile_no: '98765 43210', default_message: 'Hi!', chat_location: 'left' } }];
    expect(readChatConfig(plugins)).toEqual({ mobileNo: '9876543210', defaultMessage: 'Hi!', location: 'left' });
    expect(readChatConfig([{ module_name: 'WhatsAppChat', config: { mobile_no: '1' } }])?.location).toBe('right');
  });

  it('is null when the plugin is missing or has no number', () => {
    expect(readChatConfig([])).toBeNull();
    expect(readChatConfig([{ module_name: 'WhatsAppChat', config: {} }])).toBeNull();
    expect(readChatConfig(undefined)).toBeNull();
  });
});

describe('chat URL', () => {
  it('adds the calling code to a local number only', () => {
    expect(internationalNumber('9876543210', '+91', 10)).toBe('919876543210');
    expect(internationalNumber('919876543210', '+91', 10)).toBe('919876543210');
    expect(internationalNumber('9876543210', '', 10)).toBe('9876543210');
  });

  it('encodes the prefilled text', () => {
    expect(chatUrl('919876543210', 'Hi & hello?')).toBe('https://wa.me/919876543210?text=Hi%20%26%20hello%3F');
    expect(chatUrl('919876543210', '')).toBe('https://wa.me/919876543210');
  });
});

describe('chatTextFor', () => {
  const location = { pathname: '/product/lamp', search: '?sku=L-1' };
  const productHandle = {
    chatText: (data: unknown, loc: typeof location) => productChatText((data as { name: string }).name, `https://shop.test${loc.pathname}${loc.search}`),
  };

  it("uses the deepest route's text (the product's on /product/ pages)", () => {
    const matches = [
      { handle: undefined, loaderData: {} },
      { handle: productHandle, loaderData: { name: 'Lamp' } },
    ];
    expect(chatTextFor(matches, location, 'Hi!')).toBe(productChatText('Lamp', 'https://shop.test/product/lamp?sku=L-1'));
  });

  it('falls back to the default message elsewhere or when the route has no data (error)', () => {
    expect(chatTextFor([{ handle: undefined, loaderData: {} }], location, 'Hi!')).toBe('Hi!');
    expect(chatTextFor([{ handle: productHandle, loaderData: undefined }], location, 'Hi!')).toBe('Hi!');
  });
});

describe('pageHasInlineChat', () => {
  const chatText = () => 'Hi';

  it('is true when a rendered route shows its own chat link (the product page)', () => {
    expect(
      pageHasInlineChat([
        { handle: undefined, loaderData: {} },
        { handle: { chatText, inlineChat: true }, loaderData: {} },
      ]),
    ).toBe(true);
  });

  it('is false elsewhere and on a route that failed to load (its error page has no chat link)', () => {
    expect(pageHasInlineChat([{ handle: { chatText }, loaderData: {} }])).toBe(false);
    expect(pageHasInlineChat([{ handle: { chatText, inlineChat: true }, loaderData: undefined }])).toBe(false);
  });
});
