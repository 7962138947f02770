import type { ApiClient } from '@vitrine/contracts/api-client';
import type { ProductCard } from '@vitrine/contracts/catalog';
import type { GalleryImage } from '@vitrine/contracts/faq-gallery';
import type { ProductDetail } from '@vitrine/contracts/product';
import { data } from 'react-router';

/** Related products shown under the product (the API bounds the list too). */
export const RELATED_LIMIT = 8;

/** The product for /product/{slug...}?sku=; anything but success is the route's 'Page Not Found'. */
export async function loadProduct(api: ApiClient, slug: string, sku: string | null): Promise<ProductDetail> {
  if (!slug) throw data({ reason: 'not-found' }, { status: 404 });
  const res = await api.getSingleProduct(slug, sku ?? undefined);
  if (res.statusCode === 404 || res.body.status !== 'success') {
    if (res.statusCode >= 500) throw new Error(`single-product ${slug}: ${res.statusCode}`);
    throw data({ reason: 'not-found' }, { status: 404 });
  }
  return res.body.data;
}

/**
 * Related products are streamed after the first paint; a failure there only hides the section
 * (the promise never rejects, so the page never breaks on it).
 */
export async function loadRelatedProducts(api: ApiClient, slug: string): Promise<ProductCard[]> {
  try {
    const res = await api.getRelatedProducts(slug);
    return res.body.status === 'success' ? res.body.data.items.slice(0, RELATED_LIMIT) : [];
  } catch {
    return [];
  }
}

/** The product's own pictures (spec §7 POST /api/plugins/customGallery); none when the call fails. */
export async function loadCustomGallery(api: ApiClient, productId: string): Promise<GalleryImage[]> {
  try {
    const res = await api.getCustomGallery(productId);
    return res.body.status === 'success' ? res.body.data.images : [];
  } catch {
    return [];
  }
}
