import { decideSiteMode } from '@vitrine/contracts/site-mode';
import { data, type MiddlewareFunction, redirect } from 'react-router';
import { apiContext, initialValuesContext } from './api-context';

export type ErrorReason = 'not-found' | 'unavailable' | 'server-error';

/**
 * spec §4 site modes, enforced on the server for every document and data request: fetches the
 * initial values once, then redirects to the mode page, refuses a mode page that does not apply
 * (not found), or shows Website Unavailable without a licence.
 */
export const siteModeGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const api = context.get(apiContext);
  const res = await api.getInitialValues();
  if (res.body.status !== 'success') {
    throw data({ reason: 'server-error' satisfies ErrorReason }, { status: 500 });
  }
  const initialValues = res.body.data;
  context.set(initialValuesContext, initialValues);
  const { pathname, search } = new URL(request.url);
  // Crawlers must read robots.txt itself, not a redirect to a mode page: it answers
  // 'Disallow: /' while the shop is closed (routes/seo/robots.ts).
  if (pathname === '/robots.txt') return next();
  // The owner's pages check the admin token themselves and open in every mode (decisions/030).
  if (pathname === '/admin/login' || pathname === '/admin/editor') return next();
  const decision = decideSiteMode({
    licenseStatus: initialValues.license_status,
    passwordProtected: initialValues.storefront.is_password_protection_enabled,
    mode: initialValues.storefront.mode,
    unlocked: initialValues.unlocked,
    pathname,
    search,
  });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'not-found') throw data({ reason: 'not-found' satisfies ErrorReason }, { status: 404 });
  if (decision.kind === 'unavailable') throw data({ reason: 'unavailable' satisfies ErrorReason }, { status: 404 });
  return next();
};
