import { lastSegment, loadListing } from '../../features/listing/listing.server';
import { ListingErrorBoundary, ListingPage, listingMeta } from '../../features/listing/listing-route';
import { shopOrigin } from '../../features/seo/seo.server';
import { apiContext, initialValuesContext } from '../../lib/api-context';
import type { Route } from './+types/category';

// spec §2 /product-category/{slug...}: the last segment names the category; a super-category
// lists its children's products and links its subcategories.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const initialValues = context.get(initialValuesContext);
  const source = { kind: 'category', slug: lastSegment(params['*'], '') } as const;
  return loadListing(context.get(apiContext), source, request, initialValues, shopOrigin(initialValues));
}

export const meta: Route.MetaFunction = listingMeta;
export const ErrorBoundary = ListingErrorBoundary;

export default function CategoryListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
