import type { ProductCard } from '@vitrine/contracts/catalog';

/**
 * What a product card draws (and Add to cart needs): the API's card minus its SKU and category.
 * Loaders send this, not the API's card, because every field a loader returns is serialised into
 * the page a second time for hydration (issue 14: HTML bytes per page).
 */
export type ProductCardView = Pick<
  ProductCard,
  'id' | 'name' | 'slug' | 'brand' | 'selling_price' | 'mrp' | 'currency' | 'base_image' | 'variant_id' | 'in_stock'
>;

export function toCardView(p: ProductCardView): ProductCardView {
  const { url, width, height, alt } = p.base_image;
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    brand: p.brand ? { name: p.brand.name } : null,
    selling_price: p.selling_price,
    mrp: p.mrp,
    currency: p.currency,
    base_image: { url, width, height, alt },
    variant_id: p.variant_id,
    in_stock: p.in_stock,
  };
}
