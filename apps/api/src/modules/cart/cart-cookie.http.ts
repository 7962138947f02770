import { cartCookieValue } from '@vitrine/contracts/cart';
import { CookieName } from '@vitrine/contracts/cookies';
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
