import { type ListingFilters, listingFiltersSchema } from '@vitrine/contracts/listing';

// Server only (it imports the zod schema). A listing URL can be edited by hand: instead of failing
// the page with a 422, the parts the API would refuse are dropped and the rest still applies.
export function usableFilters(filters: ListingFilters): ListingFilters {
  let candidate: Record<string, any> = structuredClone(filters);
  if (candidate.price_min !== undefined && candidate.price_max !== undefined && candidate.price_min > candidate.price_max) {
    [candidate.price_min, candidate.price_max] = [candidate.price_max, candidate.price_min];
  }
  // Each round removes what the issues point at; a handful of rounds settles any input.
  for (let round = 0; round < 5; round++) {
    const result = listingFiltersSchema.safeParse(candidate);
    if (result.success) return result.data;
    for (const issue of result.error.issues) candidate = withoutPath(candidate, issue.path);
  }
  return {};
}

function withoutPath(filters: Record<string, any>, path: PropertyKey[]): Record<string, any> {
  const [key, second, third] = path;
  const next = { ...filters };
  if (typeof key !== 'string') return {};
  if (key === 'attributes' && typeof second === 'string' && next.attributes && second in next.attributes) {
    const attributes = { ...next.attributes };
    if (typeof third === 'number' && Array.isArray(attributes[second])) {
      attributes[second] = attributes[second].filter((_: unknown, i: number) => i !== third);
      if (attributes[second].length === 0) delete attributes[second];
    } else delete attributes[second];
    next.attributes = attributes;
  } else if (typeof second === 'number' && Array.isArray(next[key])) {
    next[key] = next[key].filter((_: unknown, i: number) => i !== second);
  } else {
    delete next[key];
  }
  return next;
}
