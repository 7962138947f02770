import type { ProductDetail, Variant } from '@vitrine/contracts/product';
import type { ImageRef } from '@vitrine/contracts/sections';

/** Most images the gallery shows (every list is bounded). */
export const MAX_GALLERY_IMAGES = 12;

/**
 * The gallery of the chosen variant: its own image first (so a colour change shows that colour),
 * then the product's base image and other images, each once.
 */
export function galleryImages(product: Pick<ProductDetail, 'base_image' | 'images'>, variant: Pick<Variant, 'image'> | undefined): ImageRef[] {
  const seen = new Set<string>();
  const list: ImageRef[] = [];
  for (const image of [variant?.image, product.base_image, ...product.images]) {
    if (!image?.url || seen.has(image.url)) continue;
    seen.add(image.url);
    list.push(image);
    if (list.length === MAX_GALLERY_IMAGES) break;
  }
  return list;
}

/** The index after an arrow key, wrapping at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}
