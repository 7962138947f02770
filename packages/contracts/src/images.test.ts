import { describe, expect, it } from 'vitest';
import {
  densitySrcSet,
  IMAGE_WIDTHS,
  isAllowedImageWidth,
  mediaPathOf,
  nearestImageWidth,
  optimisedImageUrl,
  placeholderImageUrl,
  widthSrcSet,
} from './images.ts';

describe('image URL builders', () => {
  it('snaps a width up to the next allowed one, capped at the largest', () => {
    expect(nearestImageWidth(400)).toBe(400);
    expect(nearestImageWidth(401)).toBe(480);
    expect(nearestImageWidth(1)).toBe(16);
    expect(nearestImageWidth(99999)).toBe(2400);
    for (const w of IMAGE_WIDTHS) expect(isAllowedImageWidth(w)).toBe(true);
    expect(isAllowedImageWidth(401)).toBe(false);
  });

  it('accepts only the shop’s own optimisable files', () => {
    expect(mediaPathOf('/media/products/oak-tray.svg')).toBe('products/oak-tray.svg');
    expect(mediaPathOf('/media/a/B.JPG')).toBe('a/B.JPG');
    for (const bad of [
      'https://cdn.example.com/a.png',
      '//evil.example/a.png',
      'data:image/png;base64,AAAA',
      '/media/../secret.png',
      '/media/a//b.png',
      '/media/a.gif',
      '/media/a.svg?x=1',
      '/media/',
      '/assets/a.png',
      '/media/a\\b.png',
      null,
      undefined,
    ]) {
      expect(mediaPathOf(bad), String(bad)).toBeNull();
    }
  });

  it('builds /img URLs, leaving other URLs untouched', () => {
    expect(optimisedImageUrl('/media/products/oak-tray.svg', 390)).toBe('/img/400/products/oak-tray.svg');
    expect(optimisedImageUrl('/media/p.png', 400, 'lx2k')).toBe('/img/400/p.png?v=lx2k');
    expect(optimisedImageUrl('https://example.com/p.png', 400)).toBe('https://example.com/p.png');
    expect(placeholderImageUrl('/media/p.png')).toBe('/img/placeholder/p.png');
    expect(placeholderImageUrl('https://example.com/p.png')).toBeNull();
  });

  it('gives densities 1 and 2 (spec §9)', () => {
    expect(densitySrcSet('/media/p.svg', 400)).toBe('/img/400/p.svg 1x, /img/800/p.svg 2x');
    expect(densitySrcSet('/media/p.svg', 2400)).toBe('/img/2400/p.svg 1x');
    expect(densitySrcSet('/elsewhere/p.svg', 400)).toBeNull();
  });

  it('gives width descriptors up to twice the shown width', () => {
    expect(widthSrcSet('/media/h.svg', 800)).toBe(
      '/img/320/h.svg 320w, /img/640/h.svg 640w, /img/800/h.svg 800w, /img/960/h.svg 960w, /img/1200/h.svg 1200w, /img/1600/h.svg 1600w',
    );
    expect(widthSrcSet('/media/h.svg', 1600)?.split(', ').at(-1)).toBe('/img/2400/h.svg 2400w');
  });
});
