import { RouteErrorBoundary } from '../../components/error-pages';
import { loadListingRoute } from '../../features/listing/listing.server';
import { ListingPage, listingMeta } from '../../features/listing/listing-route';
import { SearchForm } from '../../features/search/search-form';
import type { Route } from './+types/search';

// spec §2 "Search and mini-search": /search?q= lists the matching products with the listing's
// filters and sort (noindex).
export function loader({ request, context }: Route.LoaderArgs) {
  return loadListingRoute({ request, context }, { kind: 'search' });
}

export const meta: Route.MetaFunction = listingMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage data={loaderData}>
      <SearchForm query={loaderData.kind === 'listing' ? (loaderData.query ?? '') : ''} />
    </ListingPage>
  );
}
