import { CookieName } from '@vitrine/contracts/cookies';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isAdminRequest } from '../../plugins/admin-auth.ts';
import { getStorefrontState, isShopAvailable, isUnlocked, lockedPath } from './storefront.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes the site-mode pages themselves need stay open while the shop is locked. */
    siteLockExempt?: boolean;
  }
}

export function readUnlockCookie(request: FastifyRequest): string | null {
  const raw = request.cookies[CookieName.unlock];
  if (!raw) return null;
  const result = request.unsignCookie(raw);
  return result.valid ? result.value : null;
}

/**
 * spec §4 enforced on the server: while the licence is inactive, or the shop is password
 * protected (and not unlocked), coming soon or under maintenance, API calls that expose or
 * change shop data are refused. The owner (admin token) is never locked out.
 */
export const siteLockPlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.siteLockExempt || !request.routeOptions.url) return;
    if (isAdminRequest(request, deps.config.adminToken)) return;
    const state = await getStorefrontState(deps.db);
    if (!isShopAvailable(state)) throw new AppError(ErrorCode.siteUnavailable, 404, Messages.websiteUnvailable);
    const target = lockedPath(state, isUnlocked(state.row, readUnlockCookie(request)));
    if (target) throw new AppError(ErrorCode.siteLocked, 403, Messages.siteLocked);
  });
});
