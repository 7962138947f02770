import { CookieName } from '@vitrine/contracts/cookies';
import { LRUCache } from 'lru-cache';
import { type CompressedCopies, compressedCopies } from './cached-encoding.ts';
import { withHashedScripts } from './hashed-scripts.ts';

// Anonymous pages are cacheable (docs/decisions/006-html-cache.md): the same URL renders the same
// bytes for every visitor who carries no credential. A visitor with any other cookie (unlock,
// session) or an Authorization header always gets a fresh render. The cart cookie does not count:
// no page renders cart state on the server (the cart loads after hydration), so a guest with a
// cart still gets cached product and listing pages. Nor do the cookie preferences, read in the
// browser only.
const KEY_COOKIES: readonly string[] = [CookieName.noticeDismissed, CookieName.gridColumns];
const IGNORED_COOKIES: readonly string[] = [CookieName.heartbeat, CookieName.cartSession, CookieName.cartHint, CookieName.consent];
// Cookies the analytics providers set on the shop's own domain once a shopper consented
// (decisions/029): no page reads them, so they must not make that shopper's pages uncacheable.
const IGNORED_COOKIE_PREFIXES: readonly string[] = ['_ga', '_gid', '_gat', '_gcl', '_fbp', '_fbc', '_clck', '_clsk'];

const isIgnoredCookie = (name: string) => IGNORED_COOKIES.includes(name) || IGNORED_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix));

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The CSP nonce baked into body and headers; taken out before the page is stored. */
  nonce: string;
  storedAt: number;
}

/**
 * A stored answer: no nonce (its inline scripts are allowed by hash, hashed-scripts.ts), the body
 * as rendered, and its brotli and gzip copies once they are made (cached-encoding.ts).
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  compressed: CompressedCopies;
  storedAt: number;
}

/**
 * The cache key for a request, or null when its answer must not come from (or go to) the cache.
 * The Host header is not part of it: pages build every absolute URL from PUBLIC_URL, so they do
 * not vary with Host, and keying on it would let a client send endless made-up hosts to push
 * real pages out of the cache.
 */
export function cacheKeyFor(method: string, url: string, headers: Record<string, unknown>): string | null {
  if (method !== 'GET' || headers.authorization || url.length > 2000) return null;
  const keyParts: string[] = [];
  const cookieHeader = typeof headers.cookie === 'string' ? headers.cookie : '';
  for (const part of cookieHeader.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    if (KEY_COOKIES.includes(name)) keyParts.push(part.trim());
    else if (!isIgnoredCookie(name)) return null;
  }
  return `${url}|${keyParts.sort().join(';')}`;
}

export class HtmlCache {
  // lru-cache keeps recency and the entry bound; the TTL is checked against storedAt, so tests can
  // pass their own clock.
  private readonly pages: LRUCache<string, CachedPage>;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 1000,
  ) {
    this.pages = new LRUCache({ max: maxEntries });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): CachedPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (now - page.storedAt > this.ttlMs) {
      this.pages.delete(key);
      return null;
    }
    return page;
  }

  /**
   * Stores a page without its nonce; hits serve it uncompressed (compressed on the fly, as any
   * page) until its compressed copies are made off the event loop. Resolves when they are.
   */
  async set(key: string, page: RenderedPage): Promise<void> {
    if (!this.enabled) return;
    const hashed = withHashedScripts(page);
    if (!hashed) return;
    const stored: CachedPage = { status: page.status, ...hashed, compressed: {}, storedAt: page.storedAt };
    this.pages.set(key, stored);
    const contentType = hashed.headers.find(([name]) => name === 'content-type')?.[1];
    try {
      stored.compressed = await compressedCopies(hashed.body, contentType);
    } catch {
      // The copies are an optimisation: without them a hit is compressed on the fly, as before.
    }
  }

  clear(): void {
    this.pages.clear();
  }

  /**
   * Drops every stored answer of one product's page: /product/{…/}slug, with any query (?sku=)
   * and its .data payload. A scan of at most maxEntries keys, on a review write only.
   */
  forgetProduct(slug: string): void {
    for (const key of [...this.pages.keys()]) {
      if (productSlugOfKey(key) === slug) this.pages.delete(key);
    }
  }

  get size(): number {
    return this.pages.size;
  }
}

/** The product slug a cache key's URL shows (spec §2: the last segment of /product/…), else null. */
export function productSlugOfKey(key: string): string | null {
  const bar = key.indexOf('|');
  const url = bar < 0 ? key : key.slice(0, bar);
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith('/product/')) return null;
  const last =
    path
      .replace(/\.data$/, '')
      .split('/')
      .filter(Boolean)
      .pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
