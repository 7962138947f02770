import { CookieName } from '@vitrine/contracts/cookies';

// Anonymous pages are cacheable (docs/decisions/006-html-cache.md): the same URL renders the same
// bytes for every visitor who carries no credential. A visitor with any other cookie (unlock,
// session, cart) or an Authorization header always gets a fresh render.
const KEY_COOKIES: readonly string[] = [CookieName.noticeDismissed, CookieName.gridColumns];
const IGNORED_COOKIES: readonly string[] = [CookieName.heartbeat];

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The CSP nonce baked into body and headers; each hit swaps in a fresh one. */
  nonce: string;
  storedAt: number;
}

/** The cache key for a request, or null when its answer must not come from (or go to) the cache. */
export function cacheKeyFor(method: string, host: string, url: string, headers: Record<string, unknown>): string | null {
  if (method !== 'GET' || headers.authorization || url.length > 2000) return null;
  const keyParts: string[] = [];
  const cookieHeader = typeof headers.cookie === 'string' ? headers.cookie : '';
  for (const part of cookieHeader.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    if (KEY_COOKIES.includes(name)) keyParts.push(part.trim());
    else if (!IGNORED_COOKIES.includes(name)) return null;
  }
  return `${host}${url}|${keyParts.sort().join(';')}`;
}

export class HtmlCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

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
    // Map order doubles as recency for the LRU eviction below.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (!this.enabled) return;
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}

/** A stored page with a fresh nonce in place of the one it was rendered with. */
export function withFreshNonce(page: CachedPage, nonce: string): { headers: [string, string][]; body: Buffer } {
  if (!page.nonce) return { headers: page.headers, body: page.body };
  const swap = (text: string) => text.split(page.nonce).join(nonce);
  return {
    headers: page.headers.map(([k, v]) => [k, swap(v)]),
    body: Buffer.from(swap(page.body.toString('utf8')), 'utf8'),
  };
}
