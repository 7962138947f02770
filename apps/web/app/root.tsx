import { CookieName } from '@vitrine/contracts/cookies';
import { Messages } from '@vitrine/contracts/messages';
import { isSiteModePath } from '@vitrine/contracts/site-mode';
import { bodyClassFor, resolvePageSlug } from '@vitrine/contracts/slug';
// Base styles first, so component styles imported below win ties.
import './styles/tokens.css';
import './styles/base.css';
import './styles/auth.css';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, useLocation, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import { NotFoundPage, ServerErrorPage, WebsiteUnavailablePage } from './components/error-pages';
import { InstantRouteScroll } from './components/instant-route-scroll';
import { NetworkRetryToast } from './components/network-retry-toast';
import { AuthDialogHost } from './features/auth/auth-dialog-host';
import { loadTemplate } from './features/content/content.server';
import { apiContext, initialValuesContext } from './lib/api-context';
import { browserInitialValues } from './lib/browser-initial-values.server';
import { CONSENT_HEAD_SCRIPT } from './lib/consent-store';
import { readCookie } from './lib/cookies';
import { useNonce } from './lib/nonce';
import { type RootData, useRootData } from './lib/root-data';
import { type ErrorReason, siteModeGuard } from './lib/site-mode-guard.server';
import { Shell } from './shell/shell';
import { ThemeStyle } from './shell/theme-style';

// spec §4: every page request passes the site-mode guard first (parent route middleware).
export const middleware: Route.MiddlewareFunction[] = [siteModeGuard];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const initialValues = context.get(initialValuesContext)!;
  const url = new URL(request.url);
  const template = await loadTemplate(context.get(apiContext), resolvePageSlug(url.pathname, url.search), url.pathname);
  return {
    initialValues: browserInitialValues(initialValues),
    template,
    noticeDismissed: readCookie(request.headers.get('cookie'), CookieName.noticeDismissed),
  };
}

/**
 * The shell's data (initial values, template, notice cookie) does not change with the query
 * string, so choosing a variant (?sku=) or a listing filter does not reload it. Actions and path
 * changes follow React Router's defaults.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const location = useLocation();
  const storefront = root?.initialValues.storefront;
  const favicon = storefront?.favicon;
  const nonce = useNonce();
  return (
    // The consent head script may mark <html> before hydration (data-consent): not a mismatch to report.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Hides the cookie banner before first paint for a shopper who already chose (decisions/029).
            Before the stylesheets: an inline script after them would hold the parser until they load. */}
        {storefront?.is_cookie_warning_enabled ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT }} /> : null}
        {storefront && !storefront.enable_indexing ? <meta name="robots" content="noindex, nofollow" /> : null}
        {favicon?.icon ? <link rel="icon" href={favicon.icon} /> : null}
        {favicon?.icon_32 ? <link rel="icon" sizes="32x32" href={favicon.icon_32} /> : null}
        {favicon?.icon_192 ? <link rel="icon" sizes="192x192" href={favicon.icon_192} /> : null}
        {favicon?.apple_touch_icon ? <link rel="apple-touch-icon" href={favicon.apple_touch_icon} /> : null}
        <Meta />
        <Links />
        {storefront ? <ThemeStyle storefront={storefront} /> : null}
      </head>
      <body className={bodyClassFor(resolvePageSlug(location.pathname, location.search))}>
        {children}
        <InstantRouteScroll />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // The site-mode pages stand alone: no header or footer that would lead back into the shop.
  // So do the owner's /admin pages (decisions/030).
  if (isSiteModePath(location.pathname) || location.pathname.startsWith('/admin/')) return <Outlet />;
  return (
    <Shell initialValues={loaderData.initialValues} template={loaderData.template} noticeDismissed={loaderData.noticeDismissed}>
      <Outlet />
      <AuthDialogHost initialValues={loaderData.initialValues} />
      <NetworkRetryToast />
    </Shell>
  );
}

/**
 * spec §8 error wrapper: the 404 page when a licence status is present, the inactive page
 * otherwise, the server error page when the storefront has no id (or anything unexpected).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const location = useLocation();
  const reason = isRouteErrorResponse(error) ? (error.data as { reason?: ErrorReason } | null)?.reason : undefined;
  let page: ReactNode;
  let title: string;
  if (reason === 'unavailable') {
    title = Messages.websiteUnavailableTitle;
    page = <WebsiteUnavailablePage />;
  } else if (isRouteErrorResponse(error) && error.status === 404) {
    title = Messages.pageNotFoundTitle;
    page = <NotFoundPage path={location.pathname} />;
  } else {
    title = Messages.serverErrorTitle;
    page = <ServerErrorPage />;
  }
  const content = (
    <>
      <title>{title}</title>
      {page}
    </>
  );
  if (!root?.initialValues.storefront.id) return <main className="site-main">{content}</main>;
  return (
    <Shell initialValues={root.initialValues} template={root.template} noticeDismissed={root.noticeDismissed}>
      {content}
    </Shell>
  );
}
