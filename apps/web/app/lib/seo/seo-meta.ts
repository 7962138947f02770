import type { ImageRef } from '@vitrine/contracts/sections';
import type { MetaDescriptor } from 'react-router';
import { shareImageUrl } from './canonical';

export interface SeoMetaInput {
  title: string;
  description?: string | null;
  /** Absolute canonical URL (canonicalUrl()); its origin makes the image URL absolute too. */
  canonical: string;
  /** The social sharing image (a product's social_sharing_image, else its base image). */
  image?: ImageRef | string | null;
  /** Open Graph type: 'product' on product pages, 'website' elsewhere. */
  type?: 'website' | 'product' | 'article';
  /** The store's name (og:site_name). */
  siteName?: string;
}

/**
 * Per-page SEO tags for a route's `meta` export: title, description, canonical link, Open Graph
 * and the Twitter card (summary_large_image when there is an image).
 */
export function seoMeta({ title, description, canonical, image, type = 'website', siteName }: SeoMetaInput): MetaDescriptor[] {
  const origin = new URL(canonical).origin;
  const src = typeof image === 'string' ? image : image?.url;
  const imageUrl = src ? shareImageUrl(origin, src) : null;
  const imageAlt = typeof image === 'object' && image?.alt ? image.alt : null;
  const text = description?.trim() || null;
  const tags: MetaDescriptor[] = [
    { title },
    ...(text ? [{ name: 'description', content: text }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    ...(text ? [{ property: 'og:description', content: text }] : []),
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: type },
    ...(siteName ? [{ property: 'og:site_name', content: siteName }] : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    ...(text ? [{ name: 'twitter:description', content: text }] : []),
  ];
  if (imageUrl) {
    tags.push({ property: 'og:image', content: imageUrl }, { name: 'twitter:image', content: imageUrl });
    if (imageAlt) tags.push({ property: 'og:image:alt', content: imageAlt }, { name: 'twitter:image:alt', content: imageAlt });
  }
  return tags;
}
