import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

// Read-only lists for sitemap.xml, straight from the catalog and content tables: a sitemap needs
// only slugs and modification times, which neither module's service offers in bulk. Each list
// is bounded and uses an index (products: is_published + created_at).

export async function listPublishedPages(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('pages')
    .select(['slug', 'updated_at'])
    .where('is_published', '=', 1)
    .where('page_type', 'in', ['home', 'page'])
    .orderBy('slug')
    .limit(limit)
    .execute();
}

export async function listCategorySlugs(db: Kysely<Database>, limit: number) {
  return db.selectFrom('categories').select(['id', 'slug', 'parent_id']).orderBy('position').orderBy('slug').limit(limit).execute();
}

export async function listCollectionSlugs(db: Kysely<Database>, limit: number) {
  return db.selectFrom('collections').select('slug').orderBy('slug').limit(limit).execute();
}

export async function listPublishedProducts(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('products')
    .select(['slug', 'updated_at', 'created_at'])
    .where('is_published', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Published blog posts that are due, newest first (blog_posts_list_idx). */
export async function listPublishedBlogPosts(db: Kysely<Database>, now: string, limit: number) {
  return db
    .selectFrom('blog_posts')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'published')
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
