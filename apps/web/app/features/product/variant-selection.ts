import type { AttributeValue, ProductOption, Variant } from '@vitrine/contracts/product';
import { findVariant, isOptionAvailable } from '@vitrine/contracts/product';

/**
 * The variant shown: the one named by ?sku= when it belongs to this product, else the one the
 * server chose (its default), else the first.
 */
export function variantForSku(variants: Variant[], sku: string | null, serverSku: string): Variant | undefined {
  return (sku ? variants.find((v) => v.sku === sku) : undefined) ?? variants.find((v) => v.sku === serverSku) ?? variants[0];
}

/**
 * The variant after the shopper picks `value` for `code`. The exact combination wins, even out of
 * stock (the page then says so); when the combination does not exist at all, the closest variant
 * with that value is taken — most other options kept, in stock first — so a click never dead-ends.
 */
export function chooseOption(variants: Variant[], current: Variant | undefined, code: string, value: string): Variant | undefined {
  const chosen = { ...(current?.options ?? {}), [code]: value };
  const exact = findVariant(variants, chosen);
  if (exact) return exact;
  let best: Variant | undefined;
  let bestScore = -1;
  for (const variant of variants) {
    if (variant.options[code] !== value) continue;
    const kept = Object.entries(chosen).filter(([c, v]) => c !== code && variant.options[c] === v).length;
    // Keeping an option counts more than stock; stock breaks ties (×2 + 1 keeps that order).
    const score = kept * 2 + (variant.in_stock ? 1 : 0);
    if (score > bestScore) {
      best = variant;
      bestScore = score;
    }
  }
  return best ?? current;
}

export interface OptionValueState {
  value: AttributeValue;
  selected: boolean;
  /** Whether this value, with the other chosen options, leads to a variant in stock. */
  available: boolean;
}

/** Each value of one option, marked selected and available against the chosen variant. */
export function optionValueStates(option: ProductOption, variants: Variant[], current: Variant | undefined): OptionValueState[] {
  const chosen = current?.options ?? {};
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
