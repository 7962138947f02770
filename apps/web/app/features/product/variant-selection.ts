import type { AttributeValue, ProductOption, Variant } from '@vitrine/contracts/product';
import { findVariant, isOptionAvailable } from '@vitrine/contracts/product';

/**
 * The variant shown: the one named by ?sku= when it belongs to this product, else the one the
 * server chose (its default), else the first.
 */
export function variantForSku(variants: Variant[], sku: string | null, serverSku: string): Variant | undefined {
  return (sku ? variants.find((v) => v.sku === sku) : undefined) ?? variants.find((v) => v.sku === serverSku) ?? variants[0];
}

/** What picking a value leads to: a variant, or a combination the product does not come in. */
export type OptionChoice = { variant: Variant; missing?: undefined } | { variant?: undefined; missing: Record<string, string> };

/**
 * The shopper picks `value` for `code`, the other options as chosen (`chosen`: the shown
 * variant's, or a combination already missing). The exact combination wins, even out of stock
 * (the page then says so). A combination the product does not come in is kept as chosen and
 * said to be missing: the page never switches another option (and the price) by itself.
 */
export function chooseOption(variants: Variant[], chosen: Record<string, string>, code: string, value: string): OptionChoice {
  const wanted = { ...chosen, [code]: value };
  const exact = findVariant(variants, wanted);
  return exact ? { variant: exact } : { missing: wanted };
}

/**
 * The variants that have the value just picked (`code` in `wanted`), offered instead of a missing
 * combination: in stock first, then those keeping most of the other chosen options, at most `limit`.
 */
export function alternativesFor(variants: Variant[], wanted: Record<string, string>, code: string, limit = 3): Variant[] {
  const kept = (variant: Variant) => Object.entries(wanted).filter(([c, val]) => c !== code && variant.options[c] === val).length;
  return variants
    .filter((variant) => variant.options[code] === wanted[code])
    .map((variant, index) => ({ variant, index, rank: [variant.in_stock ? 0 : 1, -kept(variant)] }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .slice(0, limit)
    .map(({ variant }) => variant);
}

/** The labels of `options` in the product's option order ("Rust, 24x24"), `except` one code. */
export function optionLabels(productOptions: ProductOption[], options: Record<string, string>, except?: string): string {
  return productOptions
    .filter((option) => option.attribute.code !== except && options[option.attribute.code] !== undefined)
    .map((option) => {
      const value = options[option.attribute.code];
      return option.values.find((v) => v.value === value)?.label ?? value;
    })
    .join(', ');
}

export interface OptionValueState {
  value: AttributeValue;
  selected: boolean;
  /** Whether this value, with the other chosen options, leads to a variant in stock. */
  available: boolean;
}

/** Each value of one option, marked selected and available against the chosen options. */
export function optionValueStates(option: ProductOption, variants: Variant[], chosen: Record<string, string>): OptionValueState[] {
  const code = option.attribute.code;
  return option.values.map((value) => ({
    value,
    selected: chosen[code] === value.value,
    available: isOptionAvailable(variants, chosen, code, value.value),
  }));
}

/** The accessible name of a value: its label, plus "(unavailable)" when it leads nowhere in stock. */
export function optionValueName(state: OptionValueState): string {
  return state.available ? state.value.label : `${state.value.label} (unavailable)`;
}
