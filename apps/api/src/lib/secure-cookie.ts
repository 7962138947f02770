import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../plugins/config.ts';

/**
 * Whether a cookie this server sets carries `Secure`: when the shop's public URL is https (behind a
 * TLS-terminating proxy the request itself arrives as plain http), or when the request came over
 * https. Shared by every credential cookie: the session and the storefront unlock.
 */
export function isSecureCookie(request: FastifyRequest, config: Pick<AppConfig, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https:') || request.protocol === 'https';
}
