import { z } from 'zod';

// Minimal catalog shapes used by page sections; the catalog issue extends them.
export interface ProductCard {
  id: string;
  name: string;
  slug: string;
  sku: string;
  brand: { name: string } | null;
  category: { name: string; slug: string } | null;
  selling_price: number; // minor units
  mrp: number; // minor units
  currency: string;
  base_image: { url: string; width: number; height: number; alt: string };
  /**
   * The variant the card's Add to cart adds, whose price `selling_price` is (decisions/037);
   * null for a product without variants (the cart then takes the product).
   */
  variant_id: string | null;
  /** Whether that variant can be bought now; a card of a sold-out product offers no Add to cart. */
  in_stock: boolean;
}

export interface CategoryCard {
  id: string;
  name: string;
  slug: string;
  image: { url: string; width: number; height: number; alt: string } | null;
  product_count: number;
  /** Slugs from the top-level category down to this one: the listing's canonical URL (category-url.ts). */
  path: string[];
}

// spec §7: product-grid and category-grid bodies carry "items and source".
export const productGridRequestSchema = z
  .object({
    source: z.enum(['latest', 'collection', 'category', 'items']).default('latest'),
    items: z.array(z.string().min(1).max(200)).max(50).default([]),
    limit: z.number().int().min(1).max(48).default(8),
  })
  .strict();
export type ProductGridRequest = z.infer<typeof productGridRequestSchema>;

export const categoryGridRequestSchema = z
  .object({
    source: z.enum(['all', 'items']).default('all'),
    items: z.array(z.string().min(1).max(200)).max(50).default([]),
    limit: z.number().int().min(1).max(48).default(8),
  })
  .strict();
export type CategoryGridRequest = z.infer<typeof categoryGridRequestSchema>;
