import type { Db } from '../../db/connect.ts';
import { createDbCache } from '../../lib/db-cache.ts';
import { findSearchWords } from './search-vocabulary.repository.ts';
import { buildSearchVocabulary, correctSearchTerms, type SearchVocabulary } from './typo-correction.ts';

// The vocabulary is read once and kept (docs/decisions/039): reading it visits the whole index,
// and it is only needed when a search finds nothing. An owner write drops it with every read
// cache (lib/db-cache.ts forgetReadCaches); other processes read it again within the TTL. A stale
// vocabulary can only miss a correction: the search as typed always runs first.

const VOCABULARY_TTL_MS = 5 * 60_000;
/** The most frequent words kept: a bound on memory and on the time one read may take. */
const MAX_WORDS = 200_000;

const vocabularyCache = createDbCache<SearchVocabulary>(VOCABULARY_TTL_MS);

function getSearchVocabulary(db: Db): Promise<SearchVocabulary> {
  return vocabularyCache.get(db, async () => buildSearchVocabulary(await findSearchWords(db, MAX_WORDS)));
}

/** The search words with one typo each corrected against the catalogue, or null when none was. */
export async function correctTypos(db: Db, terms: string[]): Promise<string[] | null> {
  if (!terms.length) return null;
  return correctSearchTerms(terms, await getSearchVocabulary(db));
}
