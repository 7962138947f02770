import type { ProductOption, Variant } from '@vitrine/contracts/product';
import { describe, expect, it } from 'vitest';
import { alternativesFor, chooseOption, optionLabels, optionValueName, optionValueStates, variantForSku } from './variant-selection';

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

const colours: ProductOption = {
  attribute: { id: 'a1', code: 'colour', name: 'Colour', display: 'colour' },
  values: [
    { id: 'i', value: 'indigo', label: 'Indigo', swatch: '#2e3f6e' },
    { id: 'r', value: 'rust', label: 'Rust', swatch: '#b4532a' },
  ],
};

describe('chooseOption', () => {
  it('picks the exact combination, even when it is sold out', () => {
    expect(chooseOption(variants, variants[1].options, 'colour', 'rust').variant?.sku).toBe('RUS-M');
    expect(chooseOption(variants, variants[0].options, 'colour', 'rust').variant?.sku).toBe('RUS-S');
  });

  it('keeps a combination the product does not come in as missing, never switching another option', () => {
    // Rust M -> size L: there is no Rust L; the colour stays Rust.
    const choice = chooseOption(variants, variants[4].options, 'size', 'l');
    expect(choice.variant).toBeUndefined();
    expect(choice.missing).toEqual({ colour: 'rust', size: 'l' });
  });

  it('from a missing combination, a colour that has the size picks that variant', () => {
    expect(chooseOption(variants, { colour: 'rust', size: 'l' }, 'colour', 'indigo').variant?.sku).toBe('IND-L');
  });
});

describe('alternativesFor', () => {
  it('offers the variants with the value just picked, in stock first', () => {
    expect(alternativesFor(variants, { colour: 'rust', size: 'l' }, 'size').map((x) => x.sku)).toEqual(['IND-L']);
    // Indigo -> no Indigo XL... here: Rust S is sold out, so Indigo S comes first.
    expect(alternativesFor(variants, { colour: 'green', size: 's' }, 'size').map((x) => x.sku)).toEqual(['IND-S', 'RUS-S']);
  });

  it('puts variants keeping more of the chosen options first, at most three', () => {
    const many = [v('A-M', 'a', 'm', 1), v('B-M', 'b', 'm', 1), v('C-M', 'c', 'm', 1), v('RUS-M2', 'rust', 'm', 1)];
    expect(alternativesFor(many, { colour: 'rust', size: 'm' }, 'size').map((x) => x.sku)).toEqual(['RUS-M2', 'A-M', 'B-M']);
  });
});

describe('optionLabels', () => {
  it('names options by their labels, in the product order, leaving one out on request', () => {
    expect(optionLabels([colours, sizes], { size: 'l', colour: 'rust' })).toBe('Rust, L');
    expect(optionLabels([colours, sizes], { size: 'l', colour: 'rust' }, 'size')).toBe('Rust');
  });
});

describe('optionValueStates', () => {
  it('marks the chosen value and the combinations without stock', () => {
    const states = optionValueStates(sizes, variants, variants[4].options); // Rust M
    expect(states.map((s) => [s.value.value, s.selected, s.available])).toEqual([
      ['s', false, false], // Rust S sold out
      ['m', true, true],
      ['l', false, false], // no Rust L
    ]);
    expect(optionValueName(states[0])).toBe('S (unavailable)');
    expect(optionValueName(states[1])).toBe('M');
  });
});
