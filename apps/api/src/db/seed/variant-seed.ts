import type { ImageRef } from '@vitrine/contracts/sections';
import type { Insertable } from 'kysely';
import type { ProductVariantsTable } from '../../modules/catalog/catalog.table.ts';
import { type AttributeValueData, type ProductSpecData, VARIANT_CODES } from './catalog-data.ts';
import { hashString } from './svg-images.ts';

// A product's variants: the cartesian product of its options, with a few combinations left out
// and some out of stock, so the product page has unavailable combinations to show.

export type Options = Record<string, string>;

/** Whole rupees ending in 9, as a shop prints them. */
export function shopPrice(rupees: number): number {
  return Math.max(9, Math.round(rupees / 10) * 10 - 1);
}

/** An MRP a shop would print: the discount applied backwards, rounded up to ...99. */
export function mrpFor(price: number, discountPercent: number): number {
  if (discountPercent === 0) return price;
  return Math.max(price, Math.ceil(price / (1 - discountPercent / 100) / 100) * 100 - 1);
}

function cartesian(codes: string[], values: Record<string, string[]>): Options[] {
  let combos: Options[] = [{}];
  for (const code of codes) combos = combos.flatMap((combo) => values[code].map((v) => ({ ...combo, [code]: v })));
  return combos;
}

/**
 * Leaves out one combination (two for big grids) of products with two or more options, never
 * the first one: a shop rarely makes every colour in every size.
 */
function dropSomeCombinations(combos: Options[], codes: string[], seed: string): Options[] {
  const h = hashString(`${seed}:missing`);
  if (codes.length < 2 || combos.length < 4 || h % 3 === 0) return combos;
  const drop = new Set([1 + (h % (combos.length - 1))]);
  if (combos.length >= 8) drop.add(1 + ((h >>> 8) % (combos.length - 1)));
  return combos.filter((_, i) => !drop.has(i));
}

export interface VariantInput {
  spec: ProductSpecData;
  productNumber: string; // '001'
  baseSku: string; // 'VHL-CUS-001'
  discountPercent: number;
  values: Map<string, Map<string, AttributeValueData>>;
  /** The picture of a colour variant (its own SVG in that colour). */
  colourImage: (colour: string) => ImageRef;
}

export function buildVariants(input: VariantInput): Insertable<ProductVariantsTable>[] {
  const { spec, values } = input;
  const chosen = spec.options ?? {};
  const codes = VARIANT_CODES.filter((c) => (chosen[c]?.length ?? 0) > 0);
  const lookup = (code: string, value: string) => {
    const found = values.get(code)?.get(value);
    if (!found) throw new Error(`Demo product ${spec.name}: unknown ${code} value "${value}"`);
    return found;
  };
  const combos = dropSomeCombinations(cartesian(codes, chosen as Record<string, string[]>), codes, input.baseSku);

  const rows = combos.map((options, i) => {
    const picked = codes.map((code) => lookup(code, options[code]));
    const sku = [input.baseSku, ...picked.map((v) => v.sku ?? v.value.toUpperCase())].join('-');
    // Relative to the product's first value of each option: spec.price is the first combination's price.
    const factor = codes.reduce((f, code, k) => f * ((picked[k].price_factor ?? 1) / (lookup(code, chosen[code]![0]).price_factor ?? 1)), 1);
    const price = shopPrice(spec.price * factor);
    const h = hashString(`${sku}:stock`);
    const stock = spec.sold_out ? 0 : h % 6 === 0 ? 0 : 3 + (h % 40);
    return {
      id: `var_${input.productNumber}_${String(i + 1).padStart(2, '0')}`,
      product_id: `prd_${input.productNumber}`,
      sku,
      selling_price: price * 100,
      mrp: mrpFor(price, input.discountPercent) * 100,
      stock,
      options: JSON.stringify(options),
      image: options.colour ? JSON.stringify(input.colourImage(options.colour)) : null,
      position: i + 1,
      is_default: 0,
    };
  });
  // The default is the first variant a shopper can buy (the first one when none can).
  const preferred = rows.find((r) => r.stock > 0) ?? rows[0];
  preferred.is_default = 1;
  return rows;
}
