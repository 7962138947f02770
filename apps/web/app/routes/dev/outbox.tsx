import { Messages } from '@vitrine/contracts/messages';
import { RouteErrorBoundary } from '../../components/error-pages';
import { DevOutbox } from '../../features/auth/dev-outbox';
import { loadDevOutbox } from '../../features/auth/dev-outbox.server';
import { apiContext } from '../../lib/api-context';
import type { Route } from './+types/outbox';

// The development outbox (README): SMS and mail kept by the built-in providers. The API hides
// it in production, and the page then answers 404 'Page Not Found'.
export async function loader({ context }: Route.LoaderArgs) {
  return { entries: await loadDevOutbox(context.get(apiContext)) };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = ({ error }) => [{ title: error ? Messages.pageNotFoundTitle : 'Outbox' }, { name: 'robots', content: 'noindex' }];

export const ErrorBoundary = RouteErrorBoundary;

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return <DevOutbox initialEntries={loaderData.entries} />;
}
