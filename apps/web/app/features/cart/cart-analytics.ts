import type { Cart, CartItem } from '@vitrine/contracts/cart';
import { type AnalyticsItem, type AnalyticsParams, toMajorUnits, track } from '../../lib/analytics';

/** One cart line as an analytics item (spec §7 events), `quantity` units of it. */
export function analyticsItem(item: CartItem, quantity = item.quantity_in_display_unit): AnalyticsItem {
  const { product } = item;
  return {
    item_id: product.sku || item.product_id,
    item_name: product.name,
    ...(product.brand ? { item_brand: product.brand.name } : {}),
    ...(product.category ? { item_category: product.category.name } : {}),
    ...(product.options.length ? { item_variant: product.options.map((o) => o.value).join(' / ') } : {}),
    price: toMajorUnits(product.selling_price),
    quantity,
  };
}

function lineParams(item: CartItem, quantity: number): AnalyticsParams {
  return { currency: item.product.currency, value: toMajorUnits(item.product.selling_price * quantity), items: [analyticsItem(item, quantity)] };
}

/** The whole cart (view_cart, begin_checkout). */
export function cartParams(cart: Cart): AnalyticsParams {
  return { currency: cart.currency, value: toMajorUnits(cart.totals.grand_total), items: cart.items.map((item) => analyticsItem(item)) };
}

/** add_to_cart / remove_from_cart for a change of one line's quantity (nothing when it did not change). */
export function trackQuantityChange(item: CartItem | undefined, before: number, after: number): void {
  if (!item || before === after) return;
  track(after > before ? 'add_to_cart' : 'remove_from_cart', lineParams(item, Math.abs(after - before)));
}

/** The line an add answered with: the variant's line, the most recently changed one if several. */
export function lineForProduct(cart: Cart, productId: string): CartItem | undefined {
  const lines = cart.items.filter((item) => item.product_id === productId || item.product.id === productId);
  return lines.at(-1);
}

/** Units of this variant in the cart (all its personalised lines). */
export function quantityOf(cart: Cart, productId: string): number {
  return cart.items
    .filter((item) => item.product_id === productId || item.product.id === productId)
    .reduce((sum, item) => sum + item.quantity_in_display_unit, 0);
}
