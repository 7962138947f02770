import { CookieName } from '@vitrine/contracts/cookies';

// Cookies that make a render personal: a signed-in customer, a cart (its page and checkout show the
// shopper's lines, name, email and address), an order waiting for its payment.
const SESSION_COOKIES: readonly string[] = [CookieName.session, CookieName.cartSession, CookieName.pendingOrder];

/** What a page rendered for a session is sent with: no shared cache or browser history keeps it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Whether the request carries a shopper's session (customer or cart) that the render may show. */
export function hasShopperSession(cookieHeader: unknown): boolean {
  if (typeof cookieHeader !== 'string') return false;
  return cookieHeader.split(';').some((part) => {
    const equalsAt = part.indexOf('=');
    if (equalsAt === -1) return false;
    return SESSION_COOKIES.includes(part.slice(0, equalsAt).trim()) && part.slice(equalsAt + 1).trim() !== '';
  });
}
