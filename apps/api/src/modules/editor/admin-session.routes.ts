import { ADMIN_COOKIE_MAX_AGE_S, CookieName } from '@vitrine/contracts/cookies';
import { ErrorCode, successEnvelope } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isSecureCookie } from '../../lib/secure-cookie.ts';
import { adminCookieValue, readAdminToken, requireAdmin } from '../../plugins/admin-auth.ts';

// /admin/login (decisions/030): the owner's token, checked here (and throttled like every admin
// call), becomes an httpOnly SameSite=Strict cookie for the editor page, plus a script-readable
// flag with no secret that only makes the storefront show the Admin Panel link.
export async function adminSessionRoutes(app: FastifyInstance, { config }: AppDeps): Promise<void> {
  app.post('/api/admin/session', { config: { siteLockExempt: true } }, async (request, reply) => {
    // Only the token itself opens a session: a cookie cannot renew itself forever.
    if (readAdminToken(request) === null) throw new AppError(ErrorCode.unauthorized, 401, Messages.invalidAdminToken);
    requireAdmin(request, config.adminToken);
    const base = { path: '/', sameSite: 'strict' as const, secure: isSecureCookie(request, config), maxAge: ADMIN_COOKIE_MAX_AGE_S };
    reply.setCookie(CookieName.admin, adminCookieValue(config.adminToken!), { ...base, httpOnly: true });
    reply.setCookie(CookieName.adminFlag, '1', { ...base, httpOnly: false });
    return successEnvelope({ admin: true }, 'Signed in as the shop owner');
  });

  app.get('/api/admin/session', { config: { siteLockExempt: true } }, async (request) => {
    requireAdmin(request, config.adminToken);
    return successEnvelope({ admin: true });
  });

  app.delete('/api/admin/session', { config: { siteLockExempt: true } }, async (request, reply) => {
    requireAdmin(request, config.adminToken);
    const base = { path: '/', sameSite: 'strict' as const, secure: isSecureCookie(request, config) };
    reply.clearCookie(CookieName.admin, { ...base, httpOnly: true });
    reply.clearCookie(CookieName.adminFlag, base);
    return successEnvelope({ admin: false }, 'Signed out');
  });
}
