import { loadListing } from '../../features/listing/listing.server';
import { ListingErrorBoundary, ListingPage, listingMeta } from '../../features/listing/listing-route';
import { SearchForm } from '../../features/search/search-form';
import { shopOrigin } from '../../features/seo/seo.server';
import { apiContext, initialValuesContext } from '../../lib/api-context';
import type { Route } from './+types/search';

// spec §2 "Search and mini-search": /search?q= lists the matching products with the listing's
// filters and sort (noindex).
export async function loader({ request, context }: Route.LoaderArgs) {
  const initialValues = context.get(initialValuesContext);
  return loadListing(context.get(apiContext), { kind: 'search' }, request, initialValues, shopOrigin(initialValues));
}

export const meta: Route.MetaFunction = listingMeta;
export const ErrorBoundary = ListingErrorBoundary;

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage data={loaderData}>
      <SearchForm query={loaderData.kind === 'listing' ? (loaderData.query ?? '') : ''} />
    </ListingPage>
  );
}
