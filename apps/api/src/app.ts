import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { AppDeps } from './lib/deps.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { baseRoutes } from './modules/base/base.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { abandonedCartRoutes } from './modules/cart/abandoned-cart.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { couponsAdminRoutes } from './modules/coupons/coupons-admin.routes.ts';
import { adminSessionRoutes } from './modules/editor/admin-session.routes.ts';
import { deployFilesRoutes } from './modules/editor/deploy-files.routes.ts';
import { faqGalleryRoutes } from './modules/faq-gallery/faq-gallery.routes.ts';
import { faqGalleryAdminRoutes } from './modules/faq-gallery/faq-gallery-admin.routes.ts';
import { formsRoutes } from './modules/forms/forms.routes.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { invoiceRoutes } from './modules/orders/invoice.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { ordersAdminRoutes } from './modules/orders/orders-admin.routes.ts';
import { trackingRoutes } from './modules/orders/tracking.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { pendingOrderRoutes } from './modules/payments/pending-order.routes.ts';
import { pincodeRoutes } from './modules/pincode/pincode.routes.ts';
import { pluginPanesRoutes } from './modules/plugins/plugin-panes.routes.ts';
import { pluginsRoutes } from './modules/plugins/plugins.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { reviewsAdminRoutes } from './modules/reviews/reviews-admin.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { shippingAdminRoutes } from './modules/shipping/shipping-admin.routes.ts';
import { siteLockPlugin } from './modules/storefront/site-lock.plugin.ts';
import { storefrontRoutes } from './modules/storefront/storefront.routes.ts';
import { testGatewayRoutes } from './modules/test-gateway/test-gateway.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { openApiRoutes } from './openapi/openapi.routes.ts';
import { adminTokenThrottlePlugin } from './plugins/admin-auth.ts';
import { answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { addBaselineHeaders, securityPlugin } from './plugins/security.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function createFastify(deps: AppDeps, options: FastifyServerOptions = {}): FastifyInstance {
  const app: FastifyInstance = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Structured request logs carry one id per request; a well-formed incoming id is kept.
    requestIdHeader: false, // genReqId reads x-request-id itself, so a malformed one is replaced
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    // plugins/request-log.ts writes one line per request instead of Fastify's own (whose lines carry
    // the raw URL, token query values included).
    logController: new LogController({ disableRequestLogging: true }),
    // Router refusals (bad or too long addresses) answer like the rest.
    frameworkErrors: (error, request, reply) => answerFrameworkError(app, error, request, reply),
    ...options,
  });
  registerRequestLog(app);
  return app;
}

/** The /api routes: plugins first, then modules (docs/architecture.md). */
export async function registerApi(app: FastifyInstance, deps: AppDeps): Promise<void> {
  addBaselineHeaders(app);
  await app.register(cookie, { secret: deps.config.sessionSecret });
  await app.register(errorsPlugin);
  await app.register(async (api) => {
    await api.register(securityPlugin);
    await api.register(rateLimitPlugin, deps);
    await api.register(adminTokenThrottlePlugin, deps);
    await api.register(siteLockPlugin, deps);
    for (const routes of [
      baseRoutes,
      storefrontRoutes,
      settingsRoutes,
      contentRoutes,
      pluginsRoutes,
      catalogRoutes,
      searchRoutes,
      pincodeRoutes,
      adminRoutes,
      couponsAdminRoutes,
      shippingAdminRoutes,
      authRoutes,
      accountRoutes,
      addressRoutes,
      wishlistRoutes,
      cartRoutes,
      ordersRoutes,
      invoiceRoutes,
      paymentsRoutes,
      pendingOrderRoutes,
      testGatewayRoutes,
      ordersAdminRoutes,
      trackingRoutes,
      reviewsRoutes,
      abandonedCartRoutes,
      blogRoutes,
      formsRoutes,
      faqGalleryRoutes,
      faqGalleryAdminRoutes,
      reviewsAdminRoutes,
      adminSessionRoutes,
      deployFilesRoutes,
      pluginPanesRoutes,
    ]) {
      await api.register(routes, deps);
    }
    await api.register(imagesRoutes, deps);
    await api.register(uploadsRoutes, deps);
    await api.register(seoRoutes, deps);
    await api.register(openApiRoutes, deps);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/** A stand-alone API app (tests, API-only deployments). */
export async function buildApiApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = createFastify(deps, options);
  await registerApi(app, deps);
  return app;
}
