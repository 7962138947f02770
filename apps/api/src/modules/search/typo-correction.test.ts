import { describe, expect, it } from 'vitest';
import { buildSearchVocabulary, correctSearchTerms, isOneEditApart } from './typo-correction.ts';

// The typo rule of docs/decisions/039: a word of 4 letters or more that the catalogue does not
// know is replaced by a catalogue word one Damerau-Levenshtein edit away (the most frequent).

const vocabulary = buildSearchVocabulary([
  ['cushion', 40],
  ['cushions', 3],
  ['cover', 25],
  ['block', 12],
  ['print', 12],
  ['lamp', 9],
  ['lamb', 2],
  ['brass', 7],
  ['mug', 5],
  ['λαμπα', 1],
]);

describe('isOneEditApart (Damerau-Levenshtein distance 1)', () => {
  it('counts one deletion, insertion, substitution or swap of neighbours as one edit', () => {
    expect(isOneEditApart('cushon', 'cushion')).toBe(true); // a letter left out
    expect(isOneEditApart('cushiion', 'cushion')).toBe(true); // one too many
    expect(isOneEditApart('cushiom', 'cushion')).toBe(true); // one wrong
    expect(isOneEditApart('cuhsion', 'cushion')).toBe(true); // two swapped
    expect(isOneEditApart('cushion', 'cushion')).toBe(false); // no edit
    expect(isOneEditApart('cuhsoin', 'cushion')).toBe(false); // two swaps
    expect(isOneEditApart('csion', 'cushion')).toBe(false); // two left out
  });
});

describe('correctSearchTerms', () => {
  it('corrects an unknown word of 4+ letters to a catalogue word one edit away', () => {
    expect(correctSearchTerms(['cushon'], vocabulary)).toEqual(['cushion']);
    expect(correctSearchTerms(['blokc', 'print', 'cover'], vocabulary)).toEqual(['block', 'print', 'cover']);
    expect(correctSearchTerms(['brass', 'lmap'], vocabulary)).toEqual(['brass', 'lamp']);
  });

  it('prefers the word found in more products when two are one edit away', () => {
    expect(correctSearchTerms(['lamq'], vocabulary)).toEqual(['lamp']); // lamp (9) over lamb (2)
    expect(correctSearchTerms(['cushiona'], vocabulary)).toEqual(['cushion']); // cushion (40) over cushions (3)
  });

  it('leaves known words, short words and the last word when it starts a catalogue word', () => {
    expect(correctSearchTerms(['cushion', 'cover'], vocabulary)).toBeNull();
    expect(correctSearchTerms(['mgu'], vocabulary)).toBeNull(); // under 4 letters: too many neighbours
    const long = buildSearchVocabulary([
      ['abcdefghijklmnopqrst', 1],
      ['abcdefghijklmnopqrstu', 1],
    ]);
    expect(correctSearchTerms(['abcdefghijklmnopqrsx'], long)).toEqual(['abcdefghijklmnopqrst']); // 20 letters
    expect(correctSearchTerms(['abcdefghijklmnopqrstx', 'z'], long)).toBeNull(); // over 20: left, each letter costs lookups
    expect(correctSearchTerms(['brass', 'cush'], vocabulary)).toBeNull(); // still being typed
  });

  it('gives up when no catalogue word is one edit away', () => {
    expect(correctSearchTerms(['zebra'], vocabulary)).toBeNull();
    expect(correctSearchTerms(['csion'], vocabulary)).toBeNull();
  });

  it('uses the letters of the catalogue, beyond ASCII too', () => {
    expect(correctSearchTerms(['λαμα'], vocabulary)).toEqual(['λαμπα']);
  });
});
