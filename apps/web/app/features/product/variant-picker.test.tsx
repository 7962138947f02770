import type { ProductOption, Variant } from '@vitrine/contracts/product';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VariantPicker } from './variant-picker';

const option = (code: string, display: ProductOption['attribute']['display'], values: string[]): ProductOption => ({
  attribute: { id: code, code, name: code[0].toUpperCase() + code.slice(1), display },
  values: values.map((v) => ({
    id: `${code}-${v}`,
    value: v,
    label: v.toUpperCase(),
    swatch: display === 'colour' ? '#123456' : display === 'image' ? `/media/${v}.png` : null,
  })),
});
const variant = (sku: string, options: Record<string, string>, stock: number): Variant => ({
  id: sku,
  sku,
  selling_price: 100,
  mrp: 100,
  stock,
  in_stock: stock > 0,
  options,
  image: null,
});
const variants = [variant('A-S', { colour: 'a', size: 's' }, 2), variant('A-M', { colour: 'a', size: 'm' }, 0), variant('B-S', { colour: 'b', size: 's' }, 1)];
const render = (options: ProductOption[]) => renderToString(<VariantPicker options={options} variants={variants} current={variants[0]} onChoose={() => {}} />);

describe('VariantPicker', () => {
  it('renders colour swatches as named radios in a labelled group, the chosen one checked', () => {
    const html = render([option('colour', 'colour', ['a', 'b'])]);
    expect(html.replace(/<!-- -->/g, '')).toContain('<legend class="option__label">Colour<span class="option__chosen">: A</span></legend>');
    expect(html).toMatch(/<input type="radio"[^>]*aria-label="A"[^>]*checked=""[^>]*value="a"/);
    expect(html).toContain('aria-label="B"');
  });

  it('marks unavailable combinations in the name and the look, keeping them focusable', () => {
    const html = render([option('size', 'label', ['s', 'm'])]);
    expect(html).toContain('swatch swatch--label is-unavailable');
    expect(html).toContain('M<span class="visually-hidden"> (unavailable)</span>');
    expect(html).not.toContain('disabled');
  });

  it('renders image swatches and selects', () => {
    expect(render([option('finish', 'image', ['a'])])).toContain('class="swatch__image"');
    const select = render([option('size', 'select', ['s', 'm'])]);
    expect(select).toMatch(/<label for="([^"]+)" class="option__label">Size<\/label><select id="\1"/);
    expect(select).toContain('<option value="m">M (unavailable)</option>');
  });
});
