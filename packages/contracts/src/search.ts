import { z } from 'zod';
import { listingRequestSchema, MAX_SEARCH_LENGTH } from './listing.ts';
import { Messages } from './messages.ts';

// spec §7 search: GET /api/search/search (suggestions as you type), POST /api/search/search-products
// (the full results page, with the listing's filters).
export const searchSuggestQuerySchema = z.object({
  query: z.string().trim().min(1, 'This field is required').max(MAX_SEARCH_LENGTH, Messages.maxLength(MAX_SEARCH_LENGTH)),
  limit: z.coerce.number().int().min(1).max(10).default(6),
});

/** The listing body plus the query (the results page has the listing's filters, sorts and paging). */
export const searchProductsSchema = listingRequestSchema
  .extend({ query: z.string().trim().min(1, 'This field is required').max(MAX_SEARCH_LENGTH, Messages.maxLength(MAX_SEARCH_LENGTH)) })
  .strict();

export interface SearchSuggestion {
  products: { name: string; slug: string; image: { url: string; width: number; height: number; alt: string }; selling_price: number; currency: string }[];
  /** path: slugs from the top-level category down to this one (category-url.ts). */
  categories: { name: string; slug: string; path: string[] }[];
}

/** Lower-case, accents removed, punctuation folded to spaces: the same on both databases. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_MIN_CHARS = 2;
