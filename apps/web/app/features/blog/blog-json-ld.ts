import type { BlogPost } from '@vitrine/contracts/blog';
import { shareImageUrl } from '../../lib/seo/canonical';
import { plainText } from '../../lib/seo/json-ld';

/** schema.org BlogPosting for a post page; `url` is its canonical URL. */
export function blogPostingJsonLd(post: BlogPost, url: string, origin: string, storeName: string): Record<string, unknown> {
  const description = post.meta_description || post.excerpt || plainText(post.body_html, 300);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.published_at,
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author_name },
    publisher: { '@type': 'Organization', name: storeName },
    ...(description ? { description } : {}),
    ...(post.cover_image ? { image: [shareImageUrl(origin, post.cover_image.url)] } : {}),
    ...(post.categories.length ? { articleSection: post.categories.map((c) => c.name) } : {}),
  };
}
