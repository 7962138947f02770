import { RouteErrorBoundary } from '../../components/error-pages';
import { loadTracking } from '../../features/tracking/tracking.server';
import { TrackingPage } from '../../features/tracking/tracking-page';
import { apiContext } from '../../lib/api-context';
import type { Route } from './+types/track-order';

// spec §2 /track-order/{slug...} "Track-order guard": the tracking form; with a waybill in the
// address, that shipment's progress, looked up on the server (the page is the same for anyone
// with the link, but it shows an order's progress: never kept by a cache).
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadTracking(context.get(apiContext), params['*']);
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = () => [{ title: 'Track order' }, { name: 'robots', content: 'noindex' }];

export const ErrorBoundary = RouteErrorBoundary;

export default function TrackOrder({ loaderData }: Route.ComponentProps) {
  // Keyed by the waybill: another /track-order/{waybill} starts a fresh page.
  return <TrackingPage key={loaderData.waybill ?? ''} data={loaderData} />;
}
