import { lastSegment, loadListing } from '../../features/listing/listing.server';
import { ListingErrorBoundary, ListingPage, listingMeta } from '../../features/listing/listing-route';
import { shopOrigin } from '../../features/seo/seo.server';
import { apiContext, initialValuesContext } from '../../lib/api-context';
import type { Route } from './+types/collection';

// spec §2 /product-collection/{slug...}: a collection's products (the last segment names it).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const initialValues = context.get(initialValuesContext);
  const source = { kind: 'collection', slug: lastSegment(params['*'], '') } as const;
  return loadListing(context.get(apiContext), source, request, initialValues, shopOrigin(initialValues));
}

export const meta: Route.MetaFunction = listingMeta;
export const ErrorBoundary = ListingErrorBoundary;

export default function CollectionListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
