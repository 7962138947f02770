import type { ListingResponse } from '@vitrine/contracts/listing';
import type { SearchSuggestion, searchProductsSchema } from '@vitrine/contracts/search';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { getCategoryIndex } from '../catalog/category.service.ts';
import { findSearchCards, getListing } from '../catalog/listing.service.ts';
import { matchesAllTerms, searchTerms } from '../catalog/search-terms.ts';

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

export async function searchProducts(db: Db, body: z.infer<typeof searchProductsSchema>): Promise<ListingResponse> {
  const { query, ...request } = body;
  return getListing(db, { type: 'search', query }, request);
}
