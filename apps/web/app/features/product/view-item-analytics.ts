import type { ProductDetail, Variant } from '@vitrine/contracts/product';
import { useEffect } from 'react';
import { type AnalyticsParams, toMajorUnits, track } from '../../lib/analytics';

/** spec §7 view_item: the product as shown, with the selected variant's sku and price. */
export function viewItemParams(product: ProductDetail, variant: Variant | undefined): AnalyticsParams {
  const sku = variant?.sku ?? product.channel.sku;
  const price = toMajorUnits(variant?.selling_price ?? product.channel.selling_price);
  return {
    currency: product.channel.currency,
    value: price,
    items: [
      {
        item_id: sku || product.id,
        item_name: product.name,
        ...(product.brand ? { item_brand: product.brand.name } : {}),
        ...(product.category ? { item_category: product.category.name } : {}),
        price,
        quantity: 1,
      },
    ],
  };
}

/** Fires view_item once per product and variant shown (after hydration: never on the server). */
export function useViewItemEvent(product: ProductDetail, variant: Variant | undefined): void {
  const key = `${product.id}:${variant?.sku ?? ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the product and variant shown
  useEffect(() => {
    track('view_item', viewItemParams(product, variant));
  }, [key]);
}
