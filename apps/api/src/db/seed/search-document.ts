import { normaliseSearchText } from '@vitrine/contracts/search';

// The text a product is found by in full-text search (product_search.document). One function
// writes it for the demo seed, the bench seeder and the API when a product changes, so every
// product is searchable the same way on SQLite (FTS5) and PostgreSQL (tsvector 'simple').

export interface SearchDocumentParts {
  name: string;
  brand?: string | null;
  /** The product's category and its parents, e.g. ['Cushions & Throws', 'Living']. */
  categories?: string[];
  tags?: string[];
  labels?: string[];
  /** Labels of spec values (Cotton, Living room) and variant option values (Indigo, 16x16, Brass). */
  attributes?: string[];
  /** The product's and its variants' skus. */
  skus?: string[];
  /** A short description; HTML tags are dropped and it is cut to a few hundred characters. */
  description?: string | null;
}

const DESCRIPTION_CHARS = 300;

function shortText(html: string): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/gi, ' ');
  return text.length > DESCRIPTION_CHARS ? text.slice(0, text.lastIndexOf(' ', DESCRIPTION_CHARS)) : text;
}

/** Lower case, no accents or punctuation, repeated words kept once (first occurrence wins). */
export function productSearchDocument(parts: SearchDocumentParts): string {
  const text = [
    parts.name,
    parts.brand ?? '',
    ...(parts.categories ?? []),
    ...(parts.tags ?? []),
    ...(parts.labels ?? []),
    ...(parts.attributes ?? []),
    ...(parts.skus ?? []),
    shortText(parts.description ?? ''),
  ].join(' ');
  const words = normaliseSearchText(text).split(' ');
  return [...new Set(words)].filter(Boolean).join(' ');
}
