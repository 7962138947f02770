// One typo forgiven (docs/decisions/039-typo-tolerant-search.md): when a search finds nothing,
// each query word of 4 letters or more that the catalogue does not know is replaced by the
// catalogue word one Damerau-Levenshtein edit away (a letter left out, one too many, one wrong,
// or two neighbours swapped) that most products hold. Shorter words have too many neighbours to
// guess from. Pure and database-free: the vocabulary is read and cached by search-vocabulary.ts.

/** Words shorter than this are never corrected. */
export const MIN_CORRECTED_LENGTH = 4;

export interface SearchVocabulary {
  /** Catalogue word -> how many products hold it. */
  readonly frequency: ReadonlyMap<string, number>;
  /** The words in code-unit order: whether a catalogue word starts with the last, still-typed word. */
  readonly sorted: readonly string[];
  /** Every letter the catalogue uses: what an insertion or a substitution may put in. */
  readonly alphabet: readonly string[];
}

export function buildSearchVocabulary(words: Iterable<readonly [string, number]>): SearchVocabulary {
  const frequency = new Map<string, number>();
  const letters = new Set<string>();
  for (const [word, count] of words) {
    if (!word) continue;
    frequency.set(word, (frequency.get(word) ?? 0) + count);
    for (const letter of word) letters.add(letter);
  }
  return { frequency, sorted: [...frequency.keys()].sort(), alphabet: [...letters].sort() };
}

/** Whether some catalogue word starts with `prefix` (binary search over the sorted words). */
function startsSomeWord(vocabulary: SearchVocabulary, prefix: string): boolean {
  const { sorted } = vocabulary;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return low < sorted.length && sorted[low]!.startsWith(prefix);
}

/** Whether `a` becomes `b` by exactly one deletion, insertion, substitution or swap of neighbours. */
export function isOneEditApart(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1 || a === b) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (p: number, q: number) => x.slice(p).join('') === y.slice(q).join('');
  if (x.length === y.length) return rest(i + 1, i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2, i + 2));
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1);
}

/** Every string one edit from `word` over the catalogue's letters (a few hundred for a word). */
function* oneEditAway(word: string, alphabet: readonly string[]): Generator<string> {
  const letters = [...word];
  const at = (i: number, insert: string, skip: number) => [...letters.slice(0, i), insert, ...letters.slice(i + skip)].join('');
  for (let i = 0; i < letters.length; i++) {
    yield at(i, '', 1);
    if (i + 1 < letters.length && letters[i] !== letters[i + 1]) yield at(i, `${letters[i + 1]}${letters[i]}`, 2);
    for (const letter of alphabet) if (letter !== letters[i]) yield at(i, letter, 1);
  }
  for (let i = 0; i <= letters.length; i++) for (const letter of alphabet) yield at(i, letter, 0);
}

/** The catalogue word one edit from `word` that most products hold (ties: the first in order), if any. */
function bestNeighbour(word: string, vocabulary: SearchVocabulary): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const candidate of oneEditAway(word, vocabulary.alphabet)) {
    const count = vocabulary.frequency.get(candidate) ?? 0;
    if (count > bestCount || (count > 0 && count === bestCount && best !== null && candidate < best)) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The query's normalised words with each unknown word of 4+ letters corrected, or null when
 * nothing was corrected. The last word is known when a catalogue word starts with it, as the
 * search matches it as a prefix.
 */
export function correctSearchTerms(terms: readonly string[], vocabulary: SearchVocabulary): string[] | null {
  let changed = false;
  const corrected = terms.map((term, i) => {
    const known = vocabulary.frequency.has(term) || (i === terms.length - 1 && startsSomeWord(vocabulary, term));
    if (known || [...term].length < MIN_CORRECTED_LENGTH) return term;
    const neighbour = bestNeighbour(term, vocabulary);
    if (!neighbour) return term;
    changed = true;
    return neighbour;
  });
  return changed ? corrected : null;
}
