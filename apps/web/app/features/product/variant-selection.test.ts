import type { ProductOption, Variant } from '@vitrine/contracts/product';
import { describe, expect, it } from 'vitest';
import { chooseOption, optionValueName, optionValueStates, variantForSku } from './variant-selection';

const v = (sku: string, colour: string, size: string, stock: number): Variant => ({
  id: sku,
  sku,
  selling_price: 100,
  mrp: 100,
  stock,
  in_stock: stock > 0,
  options: { colour, size },
  image: null,
});
// Indigo S/M/L, Rust S (sold out) and M; no Rust L at all.
const variants = [
  v('IND-S', 'indigo', 's', 3),
  v('IND-M', 'indigo', 'm', 9),
  v('IND-L', 'indigo', 'l', 1),
  v('RUS-S', 'rust', 's', 0),
  v('RUS-M', 'rust', 'm', 4),
];
const sizes: ProductOption = {
  attribute: { id: 'a2', code: 'size', name: 'Size', display: 'label' },
  values: ['s', 'm', 'l'].map((s) => ({ id: s, value: s, label: s.toUpperCase(), swatch: null })),
};

describe('variantForSku', () => {
  it('takes the ?sku= variant, else the server choice, else the first', () => {
    expect(variantForSku(variants, 'RUS-M', 'IND-S')?.sku).toBe('RUS-M');
    expect(variantForSku(variants, 'NOPE', 'IND-M')?.sku).toBe('IND-M');
    expect(variantForSku(variants, null, 'gone')?.sku).toBe('IND-S');
    expect(variantForSku([], null, 'x')).toBeUndefined();
  });
});

describe('chooseOption', () => {
  it('picks the exact combination, even when it is sold out', () => {
    expect(chooseOption(variants, variants[1], 'colour', 'rust')?.sku).toBe('RUS-M');
    expect(chooseOption(variants, variants[0], 'colour', 'rust')?.sku).toBe('RUS-S');
  });

  it('falls back to the closest in-stock variant with that value when the combination does not exist', () => {
    // Indigo L -> Rust: no Rust L; Rust M is in stock, Rust S is not.
    expect(chooseOption(variants, variants[2], 'colour', 'rust')?.sku).toBe('RUS-M');
  });

  it('keeps the current variant for a value no variant has', () => {
    expect(chooseOption(variants, variants[0], 'colour', 'green')?.sku).toBe('IND-S');
  });
});

describe('optionValueStates', () => {
  it('marks the chosen value and the combinations without stock', () => {
    const states = optionValueStates(sizes, variants, variants[4]); // Rust M
    expect(states.map((s) => [s.value.value, s.selected, s.available])).toEqual([
      ['s', false, false], // Rust S sold out
      ['m', true, true],
      ['l', false, false], // no Rust L
    ]);
    expect(optionValueName(states[0])).toBe('S (unavailable)');
    expect(optionValueName(states[1])).toBe('M');
  });
});
