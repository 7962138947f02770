import { z } from 'zod';
import type { ProductCard } from './catalog.ts';
import { Messages } from './messages.ts';

// spec §3 "Wishlist item: product" and §7 Wishlist: get, add and remove (product_id) under
// /api/wishlist, for signed-in customers only (spec §6 "Wishlist additions need login").

/** A customer keeps at most this many products in the wishlist. */
export const MAX_WISHLIST_ITEMS = 100;

// Vitrine's own messages where the spec shows none.
export const WishlistMessages = {
  added: 'Added to your wishlist',
  removed: 'Removed from your wishlist',
  productNotFound: 'Product not found',
  full: `Your wishlist is full (${MAX_WISHLIST_ITEMS} products). Please remove one to add another`,
} as const;

/** POST /api/wishlist/add and DELETE /api/wishlist/remove: the product's id (its slug is accepted too). */
export const wishlistProductSchema = z.object({
  product_id: z
    .union([z.string(), z.number().int()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? Messages.fieldRequired : Messages.fieldNotValid),
    })
    .transform(String)
    .pipe(z.string().trim().min(1, Messages.fieldRequired).max(200, Messages.maxLength(200))),
});
export type WishlistProductBody = z.input<typeof wishlistProductSchema>;

export interface WishlistItem {
  product_id: string;
  product: ProductCard;
  added_at: string;
}

/** Every wishlist answer (spec §7: "Cart and wishlist responses hold status and data (... the wishlist)"). */
export interface Wishlist {
  items: WishlistItem[];
  /** The products' ids, for hearts on cards and the product page. */
  product_ids: string[];
  count: number;
}
