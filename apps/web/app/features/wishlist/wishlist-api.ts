import type { Cart } from '@vitrine/contracts/cart';
import type { Wishlist } from '@vitrine/contracts/wishlist';
import { type ApiResult, runCall } from '../../lib/api-result';
import { loadBrowserApi } from '../../lib/lazy-call';

// spec §4/§7: a wishlist action succeeds only when the API answers success; otherwise it is a
// failure result and nothing changes (network failures too).
export const addToWishlist = (productId: string): Promise<ApiResult<Wishlist>> =>
  runCall(async () => (await loadBrowserApi()).addToWishlist({ product_id: productId }));
export const removeFromWishlist = (productId: string): Promise<ApiResult<Wishlist>> =>
  runCall(async () => (await loadBrowserApi()).removeFromWishlist({ product_id: productId }));
/** spec §7 moveToCart: the product leaves the wishlist for the cart; the answer holds both. */
export const moveWishlistItemToCart = (productId: string): Promise<ApiResult<{ cart: Cart; wishlist: Wishlist }>> =>
  runCall(async () => (await loadBrowserApi()).moveWishlistItemToCart({ product_id: productId }));

// The saved ids, fetched once per page load for every heart on it (after hydration only: the
// anonymous HTML stays cacheable), and replaced by each successful answer.
let savedIds: Promise<ReadonlySet<string> | null> | null = null;
const listeners = new Set<(ids: ReadonlySet<string>) => void>();

export function loadSavedIds(): Promise<ReadonlySet<string> | null> {
  savedIds ??= runCall(async () => (await loadBrowserApi()).getWishlist()).then((r) => {
    if (r.ok) return new Set(r.data.product_ids);
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
