import type { ProductDetail } from '@vitrine/contracts/product';
import { absoluteUrl, shareImageUrl } from './canonical';

// schema.org structured data for search results (JSON-LD). Builders are pure; JsonLd renders them.

type JsonLdObject = Record<string, unknown>;

/** JSON for a <script> element: `<`, `>`, `&` and line separators escaped, so text can never close it. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Plain text of the sanitised description HTML (entities of the common kind decoded). */
export function plainText(html: string, max = 5000): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Prices are integer minor units (money.ts); schema.org wants the major amount as text. */
export function majorUnits(minor: number): string {
  return (minor / 100).toFixed(2);
}

/**
 * A Product with its brand, sku, images, description and one Offer for the selected variant
 * (price, currency, availability, URL). `url` is the page's canonical URL.
 */
export function productJsonLd(product: ProductDetail, url: string, origin: string): JsonLdObject {
  const variant = product.variants.find((v) => v.sku === product.selected_sku);
  const sku = variant?.sku ?? product.channel.sku;
  const price = variant?.selling_price ?? product.channel.selling_price;
  const inStock = variant ? variant.in_stock : product.variants.some((v) => v.in_stock);
  const images = [variant?.image, product.base_image, ...product.images]
    .filter((image): image is NonNullable<typeof image> => Boolean(image?.url))
    .map((image) => shareImageUrl(origin, image.url));
  const description = plainText(product.meta.meta_description || product.description);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku,
    url,
    ...(images.length ? { image: [...new Set(images)] } : {}),
    ...(description ? { description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    ...(product.rating && product.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count } }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      sku,
      price: majorUnits(price),
      priceCurrency: product.channel.currency,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Site path; null for the current page (listed without a link). */
  path: string | null;
}

/** A BreadcrumbList: Home › … › the current page, positions from 1. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], origin: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      ...(item.path ? { item: absoluteUrl(origin, item.path) } : {}),
    })),
  };
}
