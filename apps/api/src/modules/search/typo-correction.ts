// One typo forgiven (docs/decisions/039-typo-tolerant-search.md): when a search finds nothing,
// each query word of 4 letters or more that the catalogue does not know is replaced by the
// catalogue word one Damerau-Levenshtein edit away (a letter left out, one too many, one wrong,
// or two neighbours swapped) that most products hold. Shorter words have too many neighbours to
// guess from. Pure and database-free: the vocabulary is read and cached by search-vocabulary.ts.

/** Words shorter than this are never corrected: too many neighbours to guess from. */
export const MIN_CORRECTED_LENGTH = 4;
/** Nor longer ones: no catalogue word is that long, and each letter adds lookups. */
export const MAX_CORRECTED_LENGTH = 20;

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

/**
 * The catalogue word one edit from `word` that most products hold (ties: the first in order), if
 * any. The strings one edit away over the catalogue's letters (a few hundred for a word) are
 * looked up, rather than the word compared with every catalogue word: the cost does not grow
 * with the catalogue. heads[i] + tails[i] is the word split before letter i.
 */
function bestNeighbour(word: string, vocabulary: SearchVocabulary): string | null {
  const { alphabet, frequency } = vocabulary;
  const letters = [...word];
  const heads = letters.map((_, i) => letters.slice(0, i).join(''));
  heads.push(word);
  const tails = heads.map((head) => word.slice(head.length));
  let best: string | null = null;
  let bestCount = 0;
  const consider = (candidate: string) => {
    const count = frequency.get(candidate);
    if (count === undefined || count < bestCount) return;
    if (count > bestCount || best === null || candidate < best) {
      best = candidate;
      bestCount = count;
    }
  };
  for (let i = 0; i < letters.length; i++) {
    const head = heads[i]!;
    const after = tails[i + 1]!;
    consider(head + after); // a letter too many
    if (i + 1 < letters.length && letters[i] !== letters[i + 1]) consider(head + letters[i + 1]! + letters[i]! + tails[i + 2]!); // two swapped
    for (const letter of alphabet) if (letter !== letters[i]) consider(head + letter + after); // one wrong
  }
  for (let i = 0; i <= letters.length; i++) for (const letter of alphabet) consider(heads[i]! + letter + tails[i]!); // one left out
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
    const length = [...term].length;
    if (known || length < MIN_CORRECTED_LENGTH || length > MAX_CORRECTED_LENGTH) return term;
    const neighbour = bestNeighbour(term, vocabulary);
    if (!neighbour) return term;
    changed = true;
    return neighbour;
  });
  return changed ? corrected : null;
}
