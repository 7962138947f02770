import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { imageSources, sourceSrcSet } from './image-sources';
import { OptimisedImage } from './optimised-image';

describe('imageSources', () => {
  it('sends /media/ images through the optimiser with 1x and 2x', () => {
    expect(imageSources({ src: '/media/products/tray.svg', displayWidth: 400 })).toEqual({
      src: '/img/400/products/tray.svg',
      srcSet: '/img/400/products/tray.svg 1x, /img/800/products/tray.svg 2x',
      placeholder: '/img/placeholder/products/tray.svg',
    });
  });

  it('uses width descriptors with sizes, and leaves other URLs alone', () => {
    const hero = imageSources({ src: '/media/banners/a.svg', displayWidth: 1600, sizes: '100vw' });
    expect(hero.sizes).toBe('100vw');
    expect(hero.srcSet).toMatch(/^\/img\/320\/banners\/a\.svg 320w, .* \/img\/2400\/banners\/a\.svg 2400w$/);
    expect(imageSources({ src: 'https://cdn.example.com/a.jpg', displayWidth: 400 })).toEqual({ src: 'https://cdn.example.com/a.jpg' });
    expect(sourceSrcSet('https://cdn.example.com/m.jpg', 767, '100vw')).toBe('https://cdn.example.com/m.jpg');
  });
});

describe('OptimisedImage (server render)', () => {
  const attrs = (html: string) => Object.fromEntries([...html.matchAll(/ ([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

  it('is lazy by default, with width and height set', () => {
    const a = attrs(renderToString(<OptimisedImage src="/media/p/x.svg" width={800} height={600} alt="Oak tray" displayWidth={400} />));
    expect(a).toMatchObject({
      src: '/img/400/p/x.svg',
      srcSet: '/img/400/p/x.svg 1x, /img/800/p/x.svg 2x',
      width: '800',
      height: '600',
      alt: 'Oak tray',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(a.fetchPriority).toBeUndefined();
    expect(a.style).toBeUndefined();
  });

  it('loads the priority image at once with high priority', () => {
    const a = attrs(renderToString(<OptimisedImage src="/media/h.svg" width={1600} height={640} alt="" priority sizes="100vw" />));
    expect(a).toMatchObject({ loading: 'eager', fetchPriority: 'high', sizes: '100vw' });
    expect(a.decoding).toBeUndefined();
  });

  it('shows the blurred placeholder as a background when asked', () => {
    const html = renderToString(<OptimisedImage src="/media/p.png" width={10} height={10} alt="" placeholder className="c" />);
    expect(html).toContain('background-image:url(&quot;/img/placeholder/p.png&quot;)');
    expect(html).toContain('background-size:100% 100%');
    expect(html).toContain('class="c"');
  });

  it('falls back to the plain URL for images the optimiser does not read', () => {
    const a = attrs(renderToString(<OptimisedImage src="https://cdn.example.com/a.jpg" width={10} height={10} alt="" placeholder />));
    expect(a.src).toBe('https://cdn.example.com/a.jpg');
    expect(a.srcSet).toBeUndefined();
    expect(a.style).toBeUndefined();
  });
});
