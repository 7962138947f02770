import { normaliseSearchText } from '@vitrine/contracts/search';

// Search text becomes a list of normalised words (lower case, no accents, letters and digits
// only), so it can be handed to FTS5 or to_tsquery as a bound parameter without any syntax of
// its own. The last word is matched as a prefix, so results follow the shopper's typing, once it
// has two letters: a one-letter prefix matches nearly every product of a large catalogue (400 ms
// on 1M products) and narrows nothing, so a lone letter is matched as a whole word.

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;
const MIN_PREFIX_LENGTH = 2;

const isPrefix = (terms: string[], i: number) => i === terms.length - 1 && [...terms[i]].length >= MIN_PREFIX_LENGTH;

export function searchTerms(query: string): string[] {
  return normaliseSearchText(query)
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_TERMS)
    .map((term) => term.slice(0, MAX_TERM_LENGTH));
}

/** SQLite FTS5: every word quoted (no operators), the last one a prefix; words are ANDed. */
export function fts5MatchExpression(terms: string[]): string {
  return terms.map((t, i) => `"${t}"${isPrefix(terms, i) ? '*' : ''}`).join(' ');
}

/** PostgreSQL to_tsquery('simple', …): words ANDed, the last one a prefix. */
export function tsQueryExpression(terms: string[]): string {
  return terms.map((t, i) => `${t}${isPrefix(terms, i) ? ':*' : ''}`).join(' & ');
}

/** Whether every word of the query starts a word of the text (category suggestions). */
export function matchesAllTerms(text: string, terms: string[]): boolean {
  const words = normaliseSearchText(text).split(' ');
  return terms.length > 0 && terms.every((t) => words.some((w) => w.startsWith(t)));
}
