import { describe, expect, it } from 'vitest';
import { cacheKeyFor, HtmlCache, type RenderedPage } from './html-cache.ts';

const page = (body: string, nonce = 'OLDNONCE', storedAt = 0): RenderedPage => ({
  status: 200,
  headers: [['content-security-policy', `script-src 'nonce-${nonce}'`]],
  body: Buffer.from(body),
  nonce,
  storedAt,
});

describe('cacheKeyFor', () => {
  it('caches anonymous GETs, keyed by URL (not by Host: pages do not vary with it)', () => {
    expect(cacheKeyFor('GET', '/about-us', {})).toBe('/about-us|');
    expect(cacheKeyFor('GET', '/about-us', { host: 'evil.example' })).toBe(cacheKeyFor('GET', '/about-us', { host: 'shop.test' }));
    expect(cacheKeyFor('GET', '/contact-us', {})).not.toBe(cacheKeyFor('GET', '/about-us', {}));
  });

  it('keys on the cookies that change the page and ignores the heartbeat cookie', () => {
    const a = cacheKeyFor('GET', '/', { cookie: 'vitrine_notice=abc; vitrine_heartbeat=2026-11-22' });
    const b = cacheKeyFor('GET', '/', { cookie: 'vitrine_notice=xyz' });
    expect(a).toBe('/|vitrine_notice=abc');
    expect(a).not.toBe(b);
  });

  it('serves a guest with a cart the same cached page (the cart loads after hydration)', () => {
    const withCart = cacheKeyFor('GET', '/product/a', { cookie: 'vitrine_cart_session=%7B%22api_cart%22%3Atrue%7D; vitrine_cart=1; vitrine_notice=abc' });
    expect(withCart).toBe(cacheKeyFor('GET', '/product/a', { cookie: 'vitrine_notice=abc' }));
  });

  it('serves a shopper who chose cookie preferences, and the analytics cookies that follow, the same cached page', () => {
    const consented = cacheKeyFor('GET', '/product/a', {
      cookie: 'vitrine_consent=v1%7CGoogleGtag%3A1; _ga=GA1.1.1.2; _ga_VITRINE01=GS1; _fbp=fb.1.2; _clck=abc; _clsk=def',
    });
    expect(consented).toBe(cacheKeyFor('GET', '/product/a', {}));
  });

  it('never caches for visitors with credentials or for writes', () => {
    expect(cacheKeyFor('GET', '/', { cookie: 'vitrine_unlock=s%3A1.sig' })).toBeNull();
    expect(cacheKeyFor('GET', '/', { cookie: 'session=abc; vitrine_notice=1' })).toBeNull();
    expect(cacheKeyFor('GET', '/', { authorization: 'Bearer x' })).toBeNull();
    expect(cacheKeyFor('POST', '/coming-soon', {})).toBeNull();
    expect(cacheKeyFor('HEAD', '/', {})).toBeNull();
  });
});

describe('HtmlCache', () => {
  it('forgets pages after the TTL and on clear', () => {
    const cache = new HtmlCache(1000);
    cache.set('k', page('x', 'n', 0));
    expect(cache.get('k', 999)).not.toBeNull();
    expect(cache.get('k', 1001)).toBeNull();
    cache.set('k', page('x', 'n', 5000));
    cache.clear();
    expect(cache.get('k', 5000)).toBeNull();
  });

  it('evicts the least recently used page past its size', () => {
    const cache = new HtmlCache(10_000, 2);
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a', 0);
    cache.set('c', page('c'));
    expect(cache.get('b', 0)).toBeNull();
    expect(cache.get('a', 0)).not.toBeNull();
    expect(cache.size).toBe(2);
  });

  it('stores nothing when turned off (TTL 0)', () => {
    const cache = new HtmlCache(0);
    cache.set('a', page('a'));
    expect(cache.enabled).toBe(false);
    expect(cache.size).toBe(0);
  });
});

describe('HtmlCache.set', () => {
  it('stores the page without its nonce, then adds its compressed copies', async () => {
    const cache = new HtmlCache(10_000);
    const html = `<script nonce="OLDNONCE">go()</script>${'<p>x</p>'.repeat(300)}`;
    const rendered = { ...page(html), headers: [...page(html).headers, ['content-type', 'text/html']] as [string, string][] };
    const stored = cache.set('k', rendered);
    const entry = cache.get('k', 0)!;
    expect(entry.body.toString()).toBe(html.replace(' nonce="OLDNONCE"', ''));
    expect(entry.headers[0][1]).toMatch(/^script-src 'sha256-[^']+'$/);
    await stored;
    expect(entry.compressed.br).toBeDefined();
    expect(entry.compressed.gzip).toBeDefined();
  });

  it('does not store a page whose nonce cannot be taken out safely', async () => {
    const cache = new HtmlCache(10_000);
    await cache.set('k', page('<script nonce="OLDNONCE" src="https://cdn.example/a.js"></script>'));
    expect(cache.size).toBe(0);
  });
});
