import type { Wishlist } from '@vitrine/contracts/wishlist';
import { toMajorUnits, track } from '../../lib/analytics';

/** spec §7 add_to_wishlist, with the product as the wishlist answer holds it. */
export function trackAddToWishlist(wishlist: Wishlist, productId: string): void {
  const card = wishlist.items.find((item) => item.product_id === productId || item.product.id === productId)?.product;
  if (!card) {
    track('add_to_wishlist', { items: [{ item_id: productId, item_name: '' }] });
    return;
  }
  const price = toMajorUnits(card.selling_price);
  track('add_to_wishlist', {
    currency: card.currency,
    value: price,
    items: [
      {
        item_id: card.sku || card.id,
        item_name: card.name,
        ...(card.brand ? { item_brand: card.brand.name } : {}),
        ...(card.category ? { item_category: card.category.name } : {}),
        price,
        quantity: 1,
      },
    ],
  });
}
