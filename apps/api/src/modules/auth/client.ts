import type { Logger } from '../../lib/logger.ts';

// Who is asking, as the auth and account services need it: plain values the routes read from the
// HTTP request (client.http.ts), so services never touch Fastify's request or reply.

export interface Client {
  ip: string | null;
  userAgent: string | null;
  /** The session cookie's token, null for guests (and for a token too long to be ours). */
  sessionToken: string | null;
  /** The cart cookie as sent, for the login answer's cart session id (spec §3, §4). */
  cartCookie: string | null;
  log: Logger;
}

/** What the routes must do with the session cookie after a sign-in or a logout. */
export type SessionCookie = { kind: 'set'; token: string; persistent: boolean } | { kind: 'clear' };
