import { type ApiClient, createApiClient } from '@vitrine/contracts/api-client';
import { createHttpTransport } from '@vitrine/contracts/api-transport';
import { Messages } from '@vitrine/contracts/messages';
import type { Wishlist } from '@vitrine/contracts/wishlist';

let client: ApiClient | null = null;

/** The typed API client in the browser: same origin, so the session cookie goes along. */
export function wishlistBrowserApi(): ApiClient {
  client ??= createApiClient(createHttpTransport(window.location.origin));
  return client;
}

export type WishlistResult = { ok: true; wishlist: Wishlist; message: string } | { ok: false; status: number; message: string };

/**
 * spec §4/§7: a wishlist action succeeds only when the API answers success; otherwise it is an
 * error result and nothing changes. Network failures become error results too.
 */
export async function runWishlistCall(call: (api: ApiClient) => ReturnType<ApiClient['getWishlist']>): Promise<WishlistResult> {
  try {
    const res = await call(wishlistBrowserApi());
    if (res.body.status === 'success') return { ok: true, wishlist: res.body.data, message: res.body.message };
    return { ok: false, status: res.statusCode, message: res.body.message || Messages.unexpectedError };
  } catch {
    return { ok: false, status: 0, message: Messages.unexpectedError };
  }
}

export const addToWishlist = (productId: string) => runWishlistCall((api) => api.addToWishlist({ product_id: productId }));
export const removeFromWishlist = (productId: string) => runWishlistCall((api) => api.removeFromWishlist({ product_id: productId }));

// The saved ids, fetched once per page load for every heart on it (after hydration only: the
// anonymous HTML stays cacheable), and replaced by each successful answer.
let savedIds: Promise<ReadonlySet<string> | null> | null = null;
const listeners = new Set<(ids: ReadonlySet<string>) => void>();

export function loadSavedIds(): Promise<ReadonlySet<string> | null> {
  savedIds ??= runWishlistCall((api) => api.getWishlist()).then((r) => {
    if (r.ok) return new Set(r.wishlist.product_ids);
    savedIds = null; // try again on the next heart rather than keep a failure
    return null;
  });
  return savedIds;
}

/** Every successful answer carries the whole wishlist: all hearts follow it. */
export function publishWishlist(wishlist: Wishlist): void {
  const ids: ReadonlySet<string> = new Set(wishlist.product_ids);
  savedIds = Promise.resolve(ids);
  for (const listener of listeners) listener(ids);
}

export function subscribeSavedIds(listener: (ids: ReadonlySet<string>) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After logout (or a lost session) the next page load asks again. */
export function forgetSavedIds(): void {
  savedIds = null;
}
