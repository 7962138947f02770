import { loadPage } from '../../features/content/content.server';
import { pageMeta } from '../../features/content/page-meta';
import { apiContext } from '../../lib/api-context';
import type { RootData } from '../../lib/root-data';
import { sendFormPost } from '../../sections/forms/form-action.server';
import { Sections } from '../../sections/registry';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return loadPage(context.get(apiContext), 'home', '/');
}

/** The page's forms sent as plain POSTs, before (or without) their script: answered as action data. */
export async function action({ request, context }: Route.ActionArgs) {
  return sendFormPost(context.get(apiContext), request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches[0]?.loaderData as RootData | undefined);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="visually-hidden">{loaderData.page.title}</h1>
      <Sections sections={loaderData.sections} />
    </>
  );
}
