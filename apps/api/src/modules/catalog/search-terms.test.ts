import { describe, expect, it } from 'vitest';
import { fts5MatchExpression, matchesAllTerms, searchTerms, tsQueryExpression } from './search-terms.ts';

describe('search terms', () => {
  it('normalises case, accents and punctuation into words, and drops operators', () => {
    expect(searchTerms('  Crème BRÛLÉE, "candle"* ')).toEqual(['creme', 'brulee', 'candle']);
    expect(searchTerms('!!! ???')).toEqual([]);
  });

  it('matches the last word as a prefix once it has two letters', () => {
    expect(fts5MatchExpression(['brass', 'la'])).toBe('"brass" "la"*');
    expect(tsQueryExpression(['brass', 'la'])).toBe('brass & la:*');
    expect(fts5MatchExpression(['lamp'])).toBe('"lamp"*');
  });

  it('matches a lone last letter as a whole word, not as the start of every word', () => {
    expect(fts5MatchExpression(['brass', 'l'])).toBe('"brass" "l"');
    expect(tsQueryExpression(['brass', 'l'])).toBe('brass & l');
    expect(fts5MatchExpression(['b'])).toBe('"b"');
  });

  it('tells whether every word starts a word of a text', () => {
    expect(matchesAllTerms('Fixture Lamps', ['lam', 'fix'])).toBe(true);
    expect(matchesAllTerms('Fixture Lamps', ['amps'])).toBe(false);
  });
});
