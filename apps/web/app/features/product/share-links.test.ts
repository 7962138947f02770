import { describe, expect, it } from 'vitest';
import { absoluteUrl, shareLinks } from './share-links';

describe('shareLinks', () => {
  const url = 'https://shop.test/product/lamp?sku=L-1';
  const links = Object.fromEntries(shareLinks(url, 'Brass & Glass Lamp', 'https://shop.test/media/lamp.jpg').map((l) => [l.name, l.href]));

  it('links every network with the encoded page URL and title', () => {
    expect(Object.keys(links)).toEqual(['WhatsApp', 'Facebook', 'X', 'Pinterest', 'Email']);
    expect(links.WhatsApp).toBe(`https://wa.me/?text=${encodeURIComponent(`Brass & Glass Lamp ${url}`)}`);
    expect(links.Facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(links.X).toContain(`url=${encodeURIComponent(url)}`);
    expect(links.X).toContain('text=Brass%20%26%20Glass%20Lamp');
    const pin = new URL(links.Pinterest).searchParams;
    expect([pin.get('url'), pin.get('media'), pin.get('description')]).toEqual([url, 'https://shop.test/media/lamp.jpg', 'Brass & Glass Lamp']);
    expect(links.Email.startsWith('mailto:?subject=Brass%20%26%20Glass%20Lamp&body=')).toBe(true);
  });

  it('leaves the Pinterest image out when there is none', () => {
    const pin = shareLinks(url, 'Lamp').find((l) => l.name === 'Pinterest')!;
    expect(new URL(pin.href).searchParams.has('media')).toBe(false);
  });
});

describe('absoluteUrl', () => {
  it('resolves shop paths against the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/media/a.jpg', 'https://shop.test')).toBe('https://shop.test/media/a.jpg');
    expect(absoluteUrl('https://cdn.test/a.jpg', 'https://shop.test')).toBe('https://cdn.test/a.jpg');
  });
});
