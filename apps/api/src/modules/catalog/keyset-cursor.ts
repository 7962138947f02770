import type { Sort } from '@vitrine/contracts/listing';

// Keyset paging: a page starts strictly after the previous page's last row, compared on the
// sort key and the id, so a deep page costs what the first one does (no OFFSET scans).

/** The listing sorts plus search relevance, which is the 'featured' order of search results. */
export type ListingSort = Sort | 'relevance';
export type KeyValue = string | number;

/** The value types of each sort's key columns (the id always follows): prices, ranks, counts and relevance are integers. */
export const SORT_KEY_TYPES: Record<ListingSort, ('integer' | 'string')[]> = {
  featured: ['integer', 'integer'],
  newest: ['string'],
  'price-asc': ['integer'],
  'price-desc': ['integer'],
  name: ['string'],
  'best-selling': ['integer'],
  relevance: ['integer'],
};

export interface KeysetCursor {
  sort: ListingSort;
  keys: KeyValue[];
  id: string;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.keys, cursor.id]), 'utf8').toString('base64url');
}

/** The cursor if it is well formed and was made for this sort; null otherwise. */
export function decodeCursor(text: string, sort: ListingSort): KeysetCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [cursorSort, keys, id] = value as [unknown, unknown, unknown];
  const types = SORT_KEY_TYPES[sort];
  if (cursorSort !== sort || typeof id !== 'string' || id.length > 200 || !Array.isArray(keys) || keys.length !== types.length) {
    return null;
  }
  const valid = keys.every((k, i) => (types[i] === 'integer' ? Number.isSafeInteger(k) : typeof k === 'string' && k.length <= 500));
  return valid ? { sort, keys: keys as KeyValue[], id } : null;
}
