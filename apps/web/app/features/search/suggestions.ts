import { categoryUrl } from '@vitrine/contracts/category-url';
import type { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SearchSuggestion } from '@vitrine/contracts/search';

// Zod-free copies of contracts/search.ts's constants (the browser bundle stays free of zod);
// `typeof` pins each to the contract's literal, so changing one there fails the typecheck here.
export const DEBOUNCE_MS: typeof SEARCH_DEBOUNCE_MS = 250;
export const MIN_CHARS: typeof SEARCH_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 6;

/** One row of the suggestion list: a product or a category, and where it leads. */
export interface SuggestionOption {
  kind: 'product' | 'category';
  key: string;
  href: string;
  product?: SearchSuggestion['products'][number];
  name: string;
}

export function shouldSuggest(text: string): boolean {
  return text.trim().length >= MIN_CHARS;
}

export function suggestionsUrl(text: string, limit = SUGGESTION_LIMIT): string {
  return `/api/search/search?${new URLSearchParams({ query: text.trim().slice(0, 100), limit: String(limit) })}`;
}

export function searchPageHref(text: string): string {
  const query = text.trim();
  return query ? `/search?${new URLSearchParams({ q: query })}` : '/search';
}

/** Products first, then categories: the order arrow keys walk. */
export function suggestionOptions(suggestion: SearchSuggestion | null): SuggestionOption[] {
  if (!suggestion) return [];
  return [
    ...suggestion.products.map((product) => ({
      kind: 'product' as const,
      key: `product:${product.slug}`,
      href: `/product/${product.slug}`,
      product,
      name: product.name,
    })),
    ...suggestion.categories.map((category) => ({
      kind: 'category' as const,
      key: `category:${category.slug}`,
      href: categoryUrl(category.path),
      name: category.name,
    })),
  ];
}

/** GET /api/search/search from the browser (same origin); null unless the API answered success. */
export async function fetchSuggestions(text: string, signal: AbortSignal): Promise<SearchSuggestion | null> {
  const res = await fetch(suggestionsUrl(text), { signal, credentials: 'same-origin', headers: { accept: 'application/json' } });
  const body = (await res.json().catch(() => null)) as { status?: string; data?: SearchSuggestion } | null;
  return body?.status === 'success' && body.data ? body.data : null;
}
