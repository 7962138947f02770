// Cookie names shared by the API and the web app.
export const CookieName = {
  /** Signed; holds the storefront password version once the visitor has verified it (spec §4). */
  unlock: 'vitrine_unlock',
  /** Notice bar dismissed: holds a hash of the dismissed message, so a new message shows again. */
  noticeDismissed: 'vitrine_notice',
  /** spec §9: heartbeat at most once per day, tracked by a cookie lasting 7 days. */
  heartbeat: 'vitrine_heartbeat',
  /** spec §3: grid column size, default 4. */
  gridColumns: 'vitrine_grid',
  /** httpOnly; a random token whose SHA-256 names the customer's session row (accounts). */
  session: 'vitrine_session',
  /** spec §3 cart cookie: the cart_session id (the cart owns it; sign-in only reads it). */
  cartSession: 'vitrine_cart_session',
  /**
   * Readable by scripts, holds no secret: "1" while this browser may have a cart to show (its
   * cart has lines, or a shopper is signed in). Without it the page does not ask for the cart.
   */
  cartHint: 'vitrine_cart',
  /** spec §4/§9 cookie preferences (consent.ts): read in the browser only, so pages stay cacheable. */
  consent: 'vitrine_consent',
  /** httpOnly, SameSite=Strict; proves the owner's admin token (/admin/login) without holding it. */
  admin: 'vitrine_admin',
  /** Readable by scripts, holds no secret: only tells the page to show the Admin Panel link. */
  adminFlag: 'vitrine_admin_flag',
  /**
   * httpOnly: `<order id>.<order token>` of the order placed here and waiting for its online
   * payment (the token is an HMAC of the id, so the cookie cannot be made to name another order).
   * Not ignored by the HTML cache: its holder's pages render fresh.
   */
  pendingOrder: 'vitrine_pending_order',
} as const;

/** The admin cookies last 12 hours: an owner's working day, then /admin/login again. */
export const ADMIN_COOKIE_MAX_AGE_S = 60 * 60 * 12;

/** A remembered sign-in (remember_me, the default) lasts 30 days; otherwise until the browser closes. */
export const SESSION_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

export const UNLOCK_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;
/** At least the longest cart (cart_expire_days ≤ 365): a hint outliving its cart costs one cart call, which clears it. */
export const CART_HINT_MAX_AGE_S = 60 * 60 * 24 * 365;
export const HEARTBEAT_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;

/** Small stable hash (FNV-1a) used to remember which notice message was dismissed. */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The pending-order cookie lasts as long as an unpaid order keeps its stock (payments/unpaid-orders.ts). */
export const PENDING_ORDER_COOKIE_MAX_AGE_S = 60 * 60;
