import type { ApiClient } from '@vitrine/contracts/api-client';
import { CookieName } from '@vitrine/contracts/cookies';
import type { PendingOrder } from '@vitrine/contracts/pending-order';
import { data, redirect } from 'react-router';
import { readCookie } from '../../lib/cookies';

// What /cart needs from the server before it draws (issue 29). The cart itself loads in the
// browser (cart-store.tsx); these are the parts that arrive by link or by cookie:
// - ?restore=<token>, the abandoned-cart link: the cart is adopted here, on the server, and the
//   answer's cookie goes with a redirect to /cart?restored=1, so the first cart read in the
//   browser already finds its lines (it used to race the restore and show an empty cart).
// - ?order_id&token, the awaiting-payment message's link: the order is remembered in this browser
//   (an httpOnly cookie) and the token leaves the address bar.
// - the pending-order cookie: the order waiting for payment, for the banner.

export interface CartPageData {
  pending: PendingOrder | null;
  /** The restore link failed: its message, and whether signing in would bring the cart back. */
  restoreFailure: { message: string; loginNeeded: boolean } | null;
}

function withCookies(setCookies: readonly string[], extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}

/** A page showing one shopper's order is theirs alone: never stored by the HTML cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

async function pendingOf(api: ApiClient, request: Request): Promise<{ pending: PendingOrder | null; setCookies: string[] }> {
  if (!readCookie(request.headers.get('cookie'), CookieName.pendingOrder)) return { pending: null, setCookies: [] };
  const res = await api.getPendingOrder();
  return { pending: res.body.status === 'success' ? res.body.data.pending : null, setCookies: res.setCookies };
}

export async function loadCartPage(api: ApiClient, request: Request) {
  const url = new URL(request.url);
  let restoreFailure: CartPageData['restoreFailure'] = null;
  const restore = url.searchParams.get('restore');
  if (restore) {
    const res = await api.restoreAbandonedCart(restore.slice(0, 1000));
    if (res.body.status === 'success') throw redirect('/cart?restored=1', { headers: withCookies(res.setCookies, PRIVATE) });
    restoreFailure = { message: res.body.message, loginNeeded: res.statusCode === 401 };
  }
  const orderId = url.searchParams.get('order_id');
  const token = url.searchParams.get('token');
  if (orderId && token) {
    // Whatever it answers (a wrong token is a 404): the token leaves the address bar.
    const res = await api.adoptPendingOrder({ order_id: orderId.slice(0, 60), token: token.slice(0, 200) });
    throw redirect('/cart', { headers: withCookies(res.setCookies, PRIVATE) });
  }
  const { pending, setCookies } = await pendingOf(api, request);
  const page: CartPageData = { pending, restoreFailure };
  return data(page, { headers: withCookies(setCookies, pending || restoreFailure || setCookies.length ? PRIVATE : {}) });
}
