// GET /api/seo/sitemap: what sitemap.xml lists (zod-free; the web's resource route reads it).

export interface SitemapEntry {
  slug: string;
  /** ISO-8601 UTC; null when the record keeps no modification time (categories, collections). */
  updated_at: string | null;
}

/** A category at its canonical URL: /product-category/{path joined by /}. */
export interface CategorySitemapEntry extends SitemapEntry {
  /** Slugs from the top-level category down to this one (the listing's canonical nests them). */
  path: string[];
}

export interface SitemapData {
  /** Published content pages; the home page has slug 'home' (its URL is /). */
  pages: SitemapEntry[];
  products: SitemapEntry[]; // published only, newest first
  categories: CategorySitemapEntry[];
  collections: SitemapEntry[];
  /** Published blog posts, newest first; a slug may hold '/' (/blogs/{slug}). */
  blog_posts: SitemapEntry[];
  /** True when products were cut to keep the whole sitemap within MAX_SITEMAP_URLS. */
  truncated: boolean;
}

/** The sitemap protocol's limit for one file. */
export const MAX_SITEMAP_URLS = 50_000;
/** URLs the web adds itself (/shop-online, /blogs); reserved so the total stays within the limit. */
export const SITEMAP_STATIC_URLS = 8;
