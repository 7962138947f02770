import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMNS, parseGridColumns } from './grid-columns';
import { minorToRupees, rupeesBound, rupeesToMinor } from './price-input';

describe('parseGridColumns', () => {
  it('accepts 2 to 5 and falls back to 4', () => {
    expect(DEFAULT_COLUMNS).toBe(4);
    expect(parseGridColumns('2')).toBe(2);
    expect(parseGridColumns(' 5 ')).toBe(5);
    for (const bad of [null, undefined, '', '1', '6', '3.5', 'abc', '44']) expect(parseGridColumns(bad)).toBe(4);
  });
});

describe('price conversions', () => {
  it('turns typed rupees into minor units', () => {
    expect(rupeesToMinor('500')).toBe(50000);
    expect(rupeesToMinor(' 1,499.50 ')).toBe(149950);
    expect(rupeesToMinor('₹20')).toBe(2000);
    expect(rupeesToMinor('0')).toBe(0);
    for (const bad of ['', null, undefined, '-5', 'abc', '1.234', '1e5']) expect(rupeesToMinor(bad)).toBeUndefined();
    expect(rupeesToMinor('99999999999')).toBe(1_000_000_000);
  });

  it('prints minor units back for an input', () => {
    expect(minorToRupees(undefined)).toBe('');
    expect(minorToRupees(50000)).toBe('500');
    expect(minorToRupees(149950)).toBe('1499.5');
  });

  it('rounds range hints outwards', () => {
    expect(rupeesBound(149950, 'down')).toBe(1499);
    expect(rupeesBound(149950, 'up')).toBe(1500);
  });
});
