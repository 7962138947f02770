import { MAX_SITEMAP_URLS, SITEMAP_STATIC_URLS, type SitemapData } from '@vitrine/contracts/seo';
import type { Db } from '../../db/connect.ts';
import * as repo from './seo.repository.ts';

const MAX_PAGES = 1_000;
const MAX_CATEGORIES = 5_000;
const MAX_COLLECTIONS = 2_000;
const MAX_BLOG_POSTS = 5_000;

interface CategoryRow {
  id: string;
  slug: string;
  parent_id: string | null;
}

/** Slugs from the top-level category down to `category` (a cycle or a missing parent ends the walk). */
function categoryPath(category: CategoryRow, all: readonly CategoryRow[]): string[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const path = [category.slug];
  const seen = new Set([category.id]);
  for (let parent = byId.get(category.parent_id ?? ''); parent && !seen.has(parent.id); parent = byId.get(parent.parent_id ?? '')) {
    seen.add(parent.id);
    path.unshift(parent.slug);
  }
  return path;
}

/**
 * What sitemap.xml lists, within the protocol's 50 000 URLs: pages, categories and collections
 * first (few), then as many published products as fit, newest first. Past that a sitemap index
 * would be needed (not built yet: `truncated` says when it applies). Published blog posts
 * (up to MAX_BLOG_POSTS, newest first) count among the few.
 */
export async function getSitemapData(db: Db): Promise<SitemapData> {
  const [pages, categories, collections, blogPosts] = await Promise.all([
    repo.listPublishedPages(db.kysely, MAX_PAGES),
    repo.listCategorySlugs(db.kysely, MAX_CATEGORIES),
    repo.listCollectionSlugs(db.kysely, MAX_COLLECTIONS),
    repo.listPublishedBlogPosts(db.kysely, new Date().toISOString(), MAX_BLOG_POSTS),
  ]);
  const room = MAX_SITEMAP_URLS - SITEMAP_STATIC_URLS - pages.length - categories.length - collections.length - blogPosts.length;
  const products = await repo.listPublishedProducts(db.kysely, room + 1);
  return {
    pages: pages.map((p) => ({ slug: p.slug, updated_at: p.updated_at ?? null })),
    products: products.slice(0, room).map((p) => ({ slug: p.slug, updated_at: p.updated_at ?? p.created_at })),
    categories: categories.map((c) => ({ slug: c.slug, path: categoryPath(c, categories), updated_at: null })),
    collections: collections.map((c) => ({ slug: c.slug, updated_at: null })),
    blog_posts: blogPosts.map((p) => ({ slug: p.slug, updated_at: p.updated_at })),
    truncated: products.length > room,
  };
}
