import type { ListingResponse } from '@vitrine/contracts/listing';
import type { SearchSuggestion, searchProductsSchema } from '@vitrine/contracts/search';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { getCategoryIndex } from '../catalog/category.service.ts';
import { findSearchCards, getListing } from '../catalog/listing.service.ts';
import { matchesAllTerms, searchTerms } from '../catalog/search-terms.ts';
import { correctTypos } from './search-vocabulary.service.ts';

// spec §7 search: suggestions while typing (the last word matches as a prefix) and the full
// results page, which is a listing ordered by relevance unless another sort is chosen.

const CATEGORY_SUGGESTIONS = 5;

export async function suggest(db: Db, query: string, limit: number): Promise<SearchSuggestion> {
  const terms = searchTerms(query);
  if (!terms.length) return { products: [], categories: [] };
  const [cards, index] = await Promise.all([findSearchCards(db, query, limit), getCategoryIndex(db)]);
  const categories = [...index.byId.values()]
    .filter((c) => matchesAllTerms(c.name, terms))
    .slice(0, CATEGORY_SUGGESTIONS)
    .map((c) => ({ name: c.name, slug: c.slug, path: index.path(c.id).map((p) => p.slug) }));
  return {
    products: cards.map((c) => ({ name: c.name, slug: c.slug, image: c.base_image, selling_price: c.selling_price, currency: c.currency })),
    categories,
  };
}

/**
 * The results page. A query that finds nothing as typed is tried again with one typo per word
 * corrected against the catalogue's words (docs/decisions/039); the answer then names the words
 * searched (`corrected_query`), so the page can say "Showing results for cushion". Later pages
 * send the typed query with their cursor and are corrected the same way.
 */
export async function searchProducts(db: Db, body: z.infer<typeof searchProductsSchema>): Promise<ListingResponse> {
  const { query, ...request } = body;
  const found = await getListing(db, { type: 'search', query }, request);
  if (found.total > 0) return found;
  const corrected = await correctTypos(db, searchTerms(query));
  if (!corrected) return found;
  const correctedQuery = corrected.join(' ');
  const retried = await getListing(db, { type: 'search', query: correctedQuery }, request);
  return retried.total > 0 ? { ...retried, corrected_query: correctedQuery } : found;
}
