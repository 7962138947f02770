import { CartMessages } from '@vitrine/contracts/cart';
import { abandonedCartRestoreSchema } from '@vitrine/contracts/cart-inputs';
import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { createMailProvider } from '../../integrations/mail/mail-provider.ts';
import { createSmsProvider } from '../../integrations/sms/sms-provider.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireAdmin } from '../../plugins/admin-auth.ts';
import { clientOf } from '../auth/client.http.ts';
import { outboxWriter } from '../dev-outbox/dev-outbox.service.ts';
import * as abandoned from './abandoned-cart.service.ts';
import { applyCartCookie, applyCartHint } from './cart-cookie.http.ts';
import { startCartJobs } from './cart-jobs.ts';

// The AbandonedCart plugin (abandoned-cart.service.ts): the restore link's route, the owner's list,
// and the cart jobs every serving process runs (once at start, then every 5 minutes).
export async function abandonedCartRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;

  // The plugin being off comes first, as for the other plugin routes: 404. Each try guesses a
  // token: rate-limited per IP like the sign-in routes.
  app.post(`/api/plugins/${abandoned.ABANDONED_CART_PLUGIN}`, { config: { limited: true } }, async (request, reply) => {
    await abandoned.getAbandonedCartSettings(db);
    const { token } = parseInput(abandonedCartRestoreSchema, request.body ?? {});
    const result = await abandoned.restoreAbandonedCart(deps, clientOf(request), token);
    applyCartCookie(request, reply, config, result.cookie);
    applyCartHint(request, reply, config, true); // the restored cart has lines
    return successEnvelope(result.data, CartMessages.restored);
  });

  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request) => requireAdmin(request, config.adminToken));
    admin.get('/api/admin/abandoned-carts', { config: { siteLockExempt: true } }, async () => successEnvelope(await abandoned.listAbandonedCarts(db)));
  });

  const outbox = outboxWriter(db);
  const jobDeps = { db, config, mail: createMailProvider(deps, outbox), sms: createSmsProvider(deps, outbox), log: app.log };
  let jobs: ReturnType<typeof startCartJobs> | undefined;
  app.addHook('onReady', async () => {
    jobs = startCartJobs(jobDeps);
  });
  app.addHook('onClose', async () => jobs?.stop());
}
