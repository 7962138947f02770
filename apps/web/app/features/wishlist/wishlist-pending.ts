// spec §4: "A guest adding to the wishlist gets the login dialog, and the current path is kept for
// redirect after login." The product the guest asked for waits in sessionStorage (per tab) and is
// added once the shopper is signed in on a page showing that product. Pure rules plus a tiny
// storage seam, so the journey is testable without a browser.

/** Starts with the shop's storage prefix, so logout clears it with the rest. */
export const WISHLIST_PENDING_KEY = 'vitrine:wishlist-pending';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage, or null where storage is blocked (the pending add is then lost). */
export function sessionStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function safely<T>(fallback: T, run: () => T): T {
  try {
    return run();
  } catch {
    return fallback; // quota or privacy mode
  }
}

/**
 * A wish left with a closed login dialog should not come back hours later: after this long the
 * pending product is forgotten.
 */
export const PENDING_TTL_MS = 30 * 60 * 1000;

export function rememberPending(store: KeyValueStore | null, productId: string, now = Date.now()): void {
  if (!store || !productId) return;
  safely(undefined, () => store.setItem(WISHLIST_PENDING_KEY, JSON.stringify({ id: productId, at: now })));
}

export function readPending(store: KeyValueStore | null, now = Date.now()): string | null {
  if (!store) return null;
  const raw = safely(null, () => store.getItem(WISHLIST_PENDING_KEY));
  if (!raw) return null;
  try {
    const { id, at } = JSON.parse(raw) as { id?: unknown; at?: unknown };
    if (typeof id !== 'string' || !id || typeof at !== 'number' || now - at > PENDING_TTL_MS || at > now + 60_000) return null;
    return id;
  } catch {
    return null; // not ours (or from an older version): ignore
  }
}

/** Clears the pending id, only when it is this product's (another page's wish stays). */
export function clearPending(store: KeyValueStore | null, productId: string, now = Date.now()): void {
  if (store && readPending(store, now) === productId) safely(undefined, () => store.removeItem(WISHLIST_PENDING_KEY));
}

/** Whether this product page should add the product the guest asked for before signing in. */
export function shouldAddPending(signedIn: boolean, pendingId: string | null, productId: string): boolean {
  return signedIn && pendingId !== null && pendingId === productId;
}

/** Where the login dialog sends the shopper back: this very page, query included (not the hash). */
export function returnPath(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

export type WishlistClick = { kind: 'login'; redirectTo: string } | { kind: 'add' } | { kind: 'remove' };

/** What a click on the heart does: a guest signs in first; a customer toggles. */
export function wishlistClick(signedIn: boolean, saved: boolean, location: { pathname: string; search: string }): WishlistClick {
  if (!signedIn) return { kind: 'login', redirectTo: returnPath(location) };
  return saved ? { kind: 'remove' } : { kind: 'add' };
}
