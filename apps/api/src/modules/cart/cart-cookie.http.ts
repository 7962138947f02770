import { cartCookieValue } from '@vitrine/contracts/cart';
import { CART_HINT_MAX_AGE_S, CookieName } from '@vitrine/contracts/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureCookie } from '../../lib/secure-cookie.ts';
import type { AppConfig } from '../../plugins/config.ts';
import type { CartCookie } from './cart-session.ts';

/**
 * Writes what a cart service decided about the cart cookie (spec §3): httpOnly, SameSite=Lax,
 * Secure behind TLS. Shared by the cart routes and the abandoned-cart restore link.
 */
export function applyCartCookie(request: FastifyRequest, reply: FastifyReply, config: Pick<AppConfig, 'publicUrl'>, cookie: CartCookie | null): void {
  if (!cookie) return;
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: isSecureCookie(request, config), path: '/' };
  if (cookie.kind === 'clear') reply.clearCookie(CookieName.cartSession, options);
  else reply.setCookie(CookieName.cartSession, cartCookieValue(cookie.sessionId), { ...options, maxAge: cookie.maxAgeS });
}

/**
 * Makes the readable cart hint say `mayHaveCart` (docs/decisions/033-cart-hint-cookie.md): a page
 * asks the API for the cart only while the hint is there, so a visitor without a cart makes no
 * cart call. Writes nothing when the request's hint already says so.
 */
export function applyCartHint(request: FastifyRequest, reply: FastifyReply, config: Pick<AppConfig, 'publicUrl'>, mayHaveCart: boolean): void {
  if ((request.cookies?.[CookieName.cartHint] === '1') === mayHaveCart) return;
  const options = { httpOnly: false, sameSite: 'lax' as const, secure: isSecureCookie(request, config), path: '/' };
  if (mayHaveCart) reply.setCookie(CookieName.cartHint, '1', { ...options, maxAge: CART_HINT_MAX_AGE_S });
  else reply.clearCookie(CookieName.cartHint, options);
}

/** A signed-in shopper's cart can change on another device: their hint stays while the session does. */
export const hasSessionCookie = (request: FastifyRequest): boolean => Boolean(request.cookies?.[CookieName.session]);
