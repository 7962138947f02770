import type { ProductCard } from '@vitrine/contracts/catalog';
import type { ImageRef } from '@vitrine/contracts/sections';
import type { Db } from '../../db/connect.ts';
import { parseJson } from '../../lib/json.ts';
import { getStorefrontState } from '../storefront/storefront.service.ts';

// Every product list (grids, listings, related products, search) answers the same card.

export const NO_IMAGE: ImageRef = { url: '/media/placeholder.svg', width: 800, height: 800, alt: '' };

/** The columns a card needs; repositories select them under these names. */
export interface ProductCardRow {
  id: string;
  name: string;
  slug: string;
  sku: string;
  selling_price: number | string;
  mrp: number | string;
  base_image: string;
  brand_name: string | null;
  category_name: string | null;
  category_slug: string | null;
  /** The card variant (migration 024) and its stock: what the card's Add to cart adds. */
  card_variant_id: string | null;
  card_stock: number | string | null;
  stock: number | string;
  /** A listing filtered by a variant option: the matching variant's picture (variant-image.repository.ts). */
  variant_image?: string | null;
}

export function parseImage(text: string | null | undefined, alt: string): ImageRef {
  return { ...NO_IMAGE, alt, ...parseJson<Partial<ImageRef>>(text, {}) };
}

export function rowToProductCard(row: ProductCardRow, currency: string): ProductCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    brand: row.brand_name ? { name: row.brand_name } : null,
    category: row.category_name && row.category_slug ? { name: row.category_name, slug: row.category_slug } : null,
    selling_price: Number(row.selling_price),
    mrp: Number(row.mrp),
    currency,
    // The filtered colour's picture when the listing has one (issue 30), else the product's own.
    base_image: parseImage(row.variant_image ?? row.base_image, row.name),
    variant_id: row.card_variant_id,
    // Without variants the product's own stock says whether its button can add it.
    in_stock: Number(row.card_variant_id ? row.card_stock : row.stock) > 0,
  };
}

export async function shopCurrency(db: Db): Promise<string> {
  const { storefront } = await getStorefrontState(db);
  return storefront.channel.currency.code;
}
