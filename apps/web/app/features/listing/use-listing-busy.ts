import { useLocation, useNavigation } from 'react-router';

/** True while a filter, sort or chip change of this listing is loading (same path, new query). */
export function useListingBusy(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}
