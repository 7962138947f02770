import { loadPage } from '../../features/content/content.server';
import { pageMeta } from '../../features/content/page-meta';
import { apiContext } from '../../lib/api-context';
import type { RootData } from '../../lib/root-data';
import { Sections } from '../../sections/registry';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return loadPage(context.get(apiContext), 'home', '/');
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
