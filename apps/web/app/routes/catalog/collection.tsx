import { RouteErrorBoundary } from '../../components/error-pages';
import { lastSegment, loadListingRoute } from '../../features/listing/listing.server';
import { ListingPage, listingMeta } from '../../features/listing/listing-route';
import type { Route } from './+types/collection';

// spec §2 /product-collection/{slug...}: a collection's products (the last segment names it).
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListingRoute({ request, context }, { kind: 'collection', slug: lastSegment(params['*'], '') });
}

export const meta: Route.MetaFunction = listingMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CollectionListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
