import { Messages } from '@vitrine/contracts/messages';
import { resolvePageSlug } from '@vitrine/contracts/slug';
import { isRouteErrorResponse } from 'react-router';
import { RouteErrorBoundary } from '../../components/error-pages';
import { loadPage } from '../../features/content/content.server';
import { pageMeta } from '../../features/content/page-meta';
import { apiContext } from '../../lib/api-context';
import type { RootData } from '../../lib/root-data';
import { sendFormPost } from '../../sections/forms/form-action.server';
import { Sections } from '../../sections/registry';
import type { Route } from './+types/page';

// spec §2 catch-all /{slug...}: content pages (terms and privacy included), resolved by the last
// slug segment; anything else is 'Page Not Found'.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await loadPage(context.get(apiContext), resolvePageSlug(url.pathname, url.search), url.pathname);
  if (result.page.id.startsWith('system:')) {
    // A screen of a capability not built yet: no placeholder, a plain not-found.
    throw new Response(null, { status: 404 });
  }
  return result;
}

/** The page's forms sent as plain POSTs, before (or without) their script: answered as action data. */
export async function action({ request, context }: Route.ActionArgs) {
  return sendFormPost(context.get(apiContext), request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  error
    ? [{ title: isRouteErrorResponse(error) && error.status === 404 ? Messages.pageNotFoundTitle : Messages.serverErrorTitle }]
    : pageMeta(loaderData?.page, matches[0]?.loaderData as RootData | undefined);

/** Errors of this route render inside the shell, which stays mounted across client navigations. */
export const ErrorBoundary = RouteErrorBoundary;

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, sections } = loaderData;
  return (
    <article className="content-page container">
      <h1 className="content-page__title">{page.title}</h1>
      <Sections sections={sections} />
    </article>
  );
}
