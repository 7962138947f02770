import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BlogCategoriesTable, BlogPostsTable } from './blog.table.ts';

// Published means status 'published' and published_at reached (ISO strings compare in time order).

function published(db: Kysely<Database>, now: string, categoryId: string | null) {
  let query = db.selectFrom('blog_posts').where('blog_posts.status', '=', 'published').where('blog_posts.published_at', '<=', now);
  if (categoryId) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('blog_post_categories')
          .select('blog_post_categories.post_id')
          .whereRef('blog_post_categories.post_id', '=', 'blog_posts.id')
          .where('blog_post_categories.category_id', '=', categoryId),
      ),
    );
  }
  return query;
}

/** One page of published posts (no body), newest first. */
export async function listPublishedPosts(db: Kysely<Database>, now: string, categoryId: string | null, limit: number, offset: number) {
  return published(db, now, categoryId)
    .select(['id', 'slug', 'title', 'excerpt', 'cover_image', 'author_name', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPublishedPosts(db: Kysely<Database>, now: string, categoryId: string | null): Promise<number> {
  const row = await published(db, now, categoryId)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Categories with their published post counts (categories without any are left out), by name. */
export async function listCategoryCounts(db: Kysely<Database>, now: string) {
  const rows = await db
    .selectFrom('blog_categories')
    .innerJoin('blog_post_categories', 'blog_post_categories.category_id', 'blog_categories.id')
    .innerJoin('blog_posts', 'blog_posts.id', 'blog_post_categories.post_id')
    .where('blog_posts.status', '=', 'published')
    .where('blog_posts.published_at', '<=', now)
    .select(['blog_categories.slug', 'blog_categories.name', (eb) => eb.fn.countAll<string | number>().as('post_count')])
    .groupBy(['blog_categories.id', 'blog_categories.slug', 'blog_categories.name'])
    .orderBy('blog_categories.name')
    .limit(200)
    .execute();
  return rows.map((r) => ({ slug: r.slug, name: r.name, post_count: Number(r.post_count) }));
}

export async function findCategoryBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('blog_categories').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The categories of each post, for a page of posts. */
export async function categoriesOfPosts(db: Kysely<Database>, postIds: string[]) {
  if (!postIds.length) return [];
  return db
    .selectFrom('blog_post_categories')
    .innerJoin('blog_categories', 'blog_categories.id', 'blog_post_categories.category_id')
    .select(['blog_post_categories.post_id', 'blog_categories.slug', 'blog_categories.name'])
    .where('blog_post_categories.post_id', 'in', postIds)
    .orderBy('blog_categories.name')
    .execute();
}

export async function findPostBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Creates or replaces a post by slug, its categories (created by slug when new) and its links, in one transaction. */
export async function savePost(db: Kysely<Database>, post: BlogPostsTable, categories: BlogCategoriesTable[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { id: _id, created_at: _created, slug: _slug, ...changes } = post;
    await trx
      .insertInto('blog_posts')
      .values(post)
      .onConflict((oc) => oc.column('slug').doUpdateSet(changes))
      .execute();
    const saved = await trx.selectFrom('blog_posts').select('id').where('slug', '=', post.slug).executeTakeFirstOrThrow();
    await trx.deleteFrom('blog_post_categories').where('post_id', '=', saved.id).execute();
    if (!categories.length) return;
    for (const category of categories) {
      await trx
        .insertInto('blog_categories')
        .values(category)
        .onConflict((oc) => oc.column('slug').doUpdateSet({ name: category.name }))
        .execute();
    }
    const ids = await trx
      .selectFrom('blog_categories')
      .select('id')
      .where(
        'slug',
        'in',
        categories.map((c) => c.slug),
      )
      .execute();
    await trx
      .insertInto('blog_post_categories')
      .values(ids.map((c) => ({ post_id: saved.id, category_id: c.id })))
      .execute();
  });
}

export async function deletePostBySlug(db: Kysely<Database>, slug: string): Promise<boolean> {
  const result = await db.deleteFrom('blog_posts').where('slug', '=', slug).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
