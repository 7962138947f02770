import { RouteErrorBoundary } from '../../components/error-pages';
import { lastSegment, loadListingRoute } from '../../features/listing/listing.server';
import { ListingPage, listingMeta } from '../../features/listing/listing-route';
import type { Route } from './+types/category';

// spec §2 /product-category/{slug...}: the last segment names the category; a super-category
// lists its children's products and links its subcategories.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListingRoute({ request, context }, { kind: 'category', slug: lastSegment(params['*'], '') });
}

export const meta: Route.MetaFunction = listingMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CategoryListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
