import { RouteErrorBoundary } from '../../components/error-pages';
import { lastSegment, loadListingRoute } from '../../features/listing/listing.server';
import { ListingPage, listingMeta } from '../../features/listing/listing-route';
import type { Route } from './+types/shop';

// spec §2 /shop-online and /shop-online/{slug...}: the full shop listing; the bare path is slug `all`.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListingRoute({ request, context }, { kind: 'shop', slug: lastSegment(params['*'], 'all') });
}

export const meta: Route.MetaFunction = listingMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ShopListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
