// The card's price is the price of the variant its Add to cart adds (docs/decisions/037). Migration
// 024 keeps products.selling_price, mrp and card_variant_id equal to this rule with triggers; the
// seeds and test fixtures compute it with this function, and its tests compare the two.

export interface VariantForCard {
  stock: number;
  selling_price: number;
  is_default: number;
  position: number;
}

/**
 * The variant a product's card adds: the default one when it is in stock, else the cheapest one
 * in stock (first by position on a tie); when none is in stock, the default (the card then says
 * sold out), else the cheapest.
 */
export function pickCardVariant<V extends VariantForCard>(variants: readonly V[]): V | undefined {
  const rank = (v: V) => [v.stock > 0 ? 0 : 1, v.is_default ? 0 : 1, v.selling_price, v.position];
  let best: V | undefined;
  for (const v of variants) {
    if (!best) best = v;
    else {
      const [a, b] = [rank(v), rank(best)];
      const i = a.findIndex((x, k) => x !== b[k]);
      if (i >= 0 && a[i] < b[i]) best = v;
    }
  }
  return best;
}
