import { CookieName, PENDING_ORDER_COOKIE_MAX_AGE_S } from '@vitrine/contracts/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureCookie } from '../../lib/secure-cookie.ts';
import type { AppConfig } from '../../plugins/config.ts';
import type { PendingCookie } from './pending-order.service.ts';

/** The pending-order cookie (pending-order.service.ts) is a credential: httpOnly, SameSite=Lax, Secure behind TLS. */
export function applyPendingOrderCookie(request: FastifyRequest, reply: FastifyReply, config: Pick<AppConfig, 'publicUrl'>, cookie: PendingCookie): void {
  if (!cookie) return;
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: isSecureCookie(request, config), path: '/' };
  if (cookie.kind === 'clear') reply.clearCookie(CookieName.pendingOrder, options);
  else reply.setCookie(CookieName.pendingOrder, cookie.value, { ...options, maxAge: PENDING_ORDER_COOKIE_MAX_AGE_S });
}

/** The cookie as this request sent it. */
export const pendingOrderCookieOf = (request: FastifyRequest): string | null => request.cookies?.[CookieName.pendingOrder] ?? null;
