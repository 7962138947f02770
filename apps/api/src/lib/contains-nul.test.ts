import { describe, expect, it } from 'vitest';
import { containsNul } from './contains-nul.ts';

describe('containsNul', () => {
  it('finds NUL in strings, keys and nested values', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: [1, { b: ['x', 'y\u0000'] }] })).toBe(true);
  });

  it('passes text without NUL, numbers, null and empty values', () => {
    expect(containsNul({ a: 'lamp', b: [1, null, true, { c: '\u0001 \ud800 😀' }] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
    expect(containsNul([])).toBe(false);
  });

  it('walks 100,000 levels of nesting without a stack overflow', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(containsNul(deep)).toBe(true);
  });
});
