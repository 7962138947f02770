import type { ProductCardView } from '../../components/catalog/card-view';

// The pages a shopper loaded with "Load more", kept per history entry in sessionStorage, so back
// from a product shows them again and the scroll restoration finds its place (issue 13). Keyed
// by React Router's location key (one per history entry); a few entries at most.

const STORAGE_KEY = 'vitrine:listing-pages';
const MAX_ENTRIES = 8;

export interface SavedPages {
  /** The listing URL (path and query) the cards belong to. */
  listing: string;
  /** The cards after the first page. */
  items: ProductCardView[];
  cursor: string | null;
}

type Entries = [string, SavedPages][];

function readAll(): Entries {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Entries) : [];
  } catch {
    return []; // storage off (private mode) or a value from an older shop version
  }
}

/** The pages saved for this history entry, if they belong to this listing. */
export function readSavedPages(entryKey: string, listing: string): SavedPages | null {
  const found = readAll().find(([key]) => key === entryKey)?.[1];
  return found && found.listing === listing && Array.isArray(found.items) ? found : null;
}

/** Saves (or, with no extra cards, forgets) this entry's pages; the newest entries are kept. */
export function savePages(entryKey: string, pages: SavedPages): void {
  const others = readAll().filter(([key]) => key !== entryKey);
  const next: Entries = pages.items.length ? [...others, [entryKey, pages]] : others;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next.slice(-MAX_ENTRIES)));
  } catch {
    // Full or unavailable: back shows the first page, as without this store.
  }
}
