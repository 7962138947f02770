import { lastSegment, loadListing } from '../../features/listing/listing.server';
import { ListingErrorBoundary, ListingPage, listingMeta } from '../../features/listing/listing-route';
import { shopOrigin } from '../../features/seo/seo.server';
import { apiContext, initialValuesContext } from '../../lib/api-context';
import type { Route } from './+types/shop';

// spec §2 /shop-online and /shop-online/{slug...}: the full shop listing; the bare path is slug `all`.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const initialValues = context.get(initialValuesContext);
  const source = { kind: 'shop', slug: lastSegment(params['*'], 'all') } as const;
  return loadListing(context.get(apiContext), source, request, initialValues, shopOrigin(initialValues));
}

export const meta: Route.MetaFunction = listingMeta;
export const ErrorBoundary = ListingErrorBoundary;

export default function ShopListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
