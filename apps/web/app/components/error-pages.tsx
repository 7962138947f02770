import { Messages } from '@vitrine/contracts/messages';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { buttonClass } from './ui/button';

/** spec §2/§8: 404 page 'Page Not Found!' with Go Home. */
export function NotFoundPage({ path }: { path?: string }) {
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code">404</p>
      <h1 id="status-title">{Messages.pageNotFoundTitle}</h1>
      <p>{Messages.notFoundText}</p>
      {path ? (
        <p className="status-page__path">
          {Messages.routeNotMatched}: <code>{path}</code>
        </p>
      ) : null}
      <Link to="/" className={buttonClass('primary')}>
        {Messages.goHome}
      </Link>
    </section>
  );
}

/** spec §2/§8: server error page with code 500 and suggestions. */
export function ServerErrorPage() {
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code">500</p>
      <h1 id="status-title">{Messages.serverErrorTitle}</h1>
      <p>{Messages.serverErrorText}</p>
      <ul className="status-page__tips">
        <li>Refresh the page.</li>
        <li>Go back to the previous page.</li>
        <li>Try again in 30 minutes.</li>
        <li>If the problem continues, contact support.</li>
      </ul>
      <a href="/" className={buttonClass('primary')}>
        {Messages.goHome}
      </a>
    </section>
  );
}

/** spec §2/§8: inactive subscription. */
export function WebsiteUnavailablePage() {
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code">{Messages.websiteUnvailable}</p>
      <h1 id="status-title">{Messages.websiteUnavailableTitle}</h1>
      <p>This website is unavailable because its subscription is inactive.</p>
      <p>If you own this shop, please renew your subscription and contact support to bring it back online.</p>
    </section>
  );
}

/** A route's error boundary: a 404 thrown by its loader is Page Not Found, anything else the server-error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage path={location.pathname} />;
  return <ServerErrorPage />;
}
