import type { AttributeDisplay, ProductOption, Variant } from '@vitrine/contracts/product';

const DISPLAYS: AttributeDisplay[] = ['colour', 'image', 'label', 'select'];

export interface OptionValueRow {
  attribute_id: string;
  code: string;
  name: string;
  display: string;
  value_id: string;
  value: string;
  label: string;
  swatch: string | null;
}

/**
 * The product's choices: the attributes its variants use (rows come in attribute position, then
 * value position order), each with only the values some variant has.
 */
export function buildOptions(rows: OptionValueRow[], variants: Variant[]): ProductOption[] {
  const used = new Map<string, Set<string>>();
  for (const variant of variants) {
    for (const [code, value] of Object.entries(variant.options)) {
      used.set(code, (used.get(code) ?? new Set()).add(value));
    }
  }
  const options = new Map<string, ProductOption>();
  for (const row of rows) {
    if (!used.get(row.code)?.has(row.value)) continue;
    let option = options.get(row.code);
    if (!option) {
      const display = DISPLAYS.includes(row.display as AttributeDisplay) ? (row.display as AttributeDisplay) : 'select';
      option = { attribute: { id: row.attribute_id, code: row.code, name: row.name, display }, values: [] };
      options.set(row.code, option);
    }
    option.values.push({ id: row.value_id, value: row.value, label: row.label, swatch: row.swatch });
  }
  return [...options.values()];
}
