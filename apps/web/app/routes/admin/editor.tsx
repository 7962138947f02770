import { editorData, PRIVATE_HEADERS, requireOwner, saveTheme } from '../../features/admin-editor/admin-session.server';
import { EditorPage } from '../../features/admin-editor/editor-page';
import { apiContext, initialValuesContext } from '../../lib/api-context';
import type { Route } from './+types/editor';

// The live editor (spec §1, decisions/030): the owner's page, its own bundle, never cached.
export async function loader({ context }: Route.LoaderArgs) {
  await requireOwner(context.get(apiContext));
  return editorData(context.get(initialValuesContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(context.get(apiContext));
  return saveTheme(context.get(apiContext), context.get(initialValuesContext), await request.formData());
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = () => [{ title: 'Live editor' }, { name: 'robots', content: 'noindex' }];

export default function Editor({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorPage primary={loaderData.primary} storeName={loaderData.storeName} saved={actionData ?? null} />;
}
