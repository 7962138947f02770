import { CookieName, UNLOCK_COOKIE_MAX_AGE_S } from '@vitrine/contracts/cookies';
import { successEnvelope } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import { subscribeToModeSchema, verifyPasswordSchema } from '@vitrine/contracts/storefront';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { isSecureCookie } from '../../lib/secure-cookie.ts';
import { parseInput } from '../../lib/validate.ts';
import { clientOf } from '../auth/client.http.ts';
import { publicHost } from '../base/base.service.ts';
import { withoutPaneHtml } from '../plugins/plugin-panes.service.ts';
import { listActivePlugins } from '../plugins/plugins.service.ts';
import { getAllSettings } from '../settings/settings.service.ts';
import { readUnlockCookie } from './site-lock.plugin.ts';
import * as storefronts from './storefront.service.ts';

export async function storefrontRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  // Everything the shell needs at start (spec §3 "Initial values response"); open in every
  // site mode because the mode pages themselves render from it.
  app.get('/api/storefront/initial-values', { config: { siteLockExempt: true } }, async (request) => {
    const state = await storefronts.getStorefrontState(db);
    const [settings, plugins, account] = await Promise.all([getAllSettings(db), listActivePlugins(db), storefronts.getInitialAccount(clientOf(request), db)]);
    return successEnvelope({
      license_status: state.storefront.license_status,
      // Where the shop lives, from configuration only (never the request's Host header).
      host: publicHost(config),
      url: config.publicUrl,
      settings,
      storefront: state.storefront,
      plugins: withoutPaneHtml(plugins),
      account,
      unlocked: storefronts.isUnlocked(state.row, readUnlockCookie(request)),
    });
  });

  app.get('/api/storefront/all', async () => {
    const { storefront } = await storefronts.getStorefrontState(db);
    return successEnvelope(storefront);
  });

  const verifyOptions = { config: { siteLockExempt: true, limited: true } };
  app.post('/api/storefront/verify-password', verifyOptions, async (request, reply) => {
    const { password } = parseInput(verifyPasswordSchema, request.body);
    const { version } = await storefronts.verifyStorefrontPassword(db, password);
    reply.setCookie(CookieName.unlock, String(version), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureCookie(request, config),
      path: '/',
      maxAge: UNLOCK_COOKIE_MAX_AGE_S,
    });
    return successEnvelope({ unlocked: true });
  });

  const subscribeOptions = { config: { siteLockExempt: true, limited: true } };
  app.post('/api/storefront/subscribe-to-mode', subscribeOptions, async (request) => {
    const { email, mode } = parseInput(subscribeToModeSchema, request.body);
    await storefronts.subscribeToMode(db, email, mode);
    return successEnvelope({ email }, Messages.subscribed);
  });
}
