import { CookieName, SESSION_COOKIE_MAX_AGE_S } from '@vitrine/contracts/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { isSecureCookie } from '../../lib/secure-cookie.ts';
import type { AppConfig } from '../../plugins/config.ts';
import { applyCartHint } from '../cart/cart-cookie.http.ts';
import type { Client, SessionCookie } from './client.ts';
import { requireCustomer, type SignedInCustomer } from './session.ts';

// The HTTP side of sessions: the one place that reads the session and cart cookies from a
// request and writes the session cookie to a reply. Routes call these; services get a Client.

const MAX_TOKEN_LENGTH = 200;
const clients = new WeakMap<FastifyRequest, Client>();

/** The request's client, made once per request (the session lookup is cached per client). */
export function clientOf(request: FastifyRequest): Client {
  let client = clients.get(request);
  if (!client) {
    const token = request.cookies?.[CookieName.session];
    const agent = request.headers['user-agent'];
    client = {
      ip: request.ip ?? null,
      userAgent: typeof agent === 'string' && agent ? agent.slice(0, 500) : null,
      sessionToken: token && token.length <= MAX_TOKEN_LENGTH ? token : null,
      cartCookie: request.cookies?.[CookieName.cartSession] ?? null,
      log: request.log,
    };
    clients.set(request, client);
  }
  return client;
}

/** 401 'Please login to continue' unless the request carries a live session. */
export function requireCustomerOf(request: FastifyRequest, deps: Pick<AppDeps, 'db'>): Promise<SignedInCustomer> {
  return requireCustomer(clientOf(request), deps);
}

/** Sets or clears the session cookie as a sign-in or logout asked. */
export function applySessionCookie(request: FastifyRequest, reply: FastifyReply, config: AppConfig, cookie: SessionCookie): void {
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: isSecureCookie(request, config), path: '/' };
  if (cookie.kind === 'clear') {
    reply.clearCookie(CookieName.session, options);
    // spec §1: on logout the cart is cleared too. The customer's cart stays theirs on the server;
    // this browser starts a new guest cart.
    reply.clearCookie(CookieName.cartSession, options);
    applyCartHint(request, reply, config, false);
    return;
  }
  // The customer's cart (from another device too, and this browser's guest cart merged into it).
  applyCartHint(request, reply, config, true);
  reply.setCookie(CookieName.session, cookie.token, { ...options, ...(cookie.persistent ? { maxAge: SESSION_COOKIE_MAX_AGE_S } : {}) });
}
