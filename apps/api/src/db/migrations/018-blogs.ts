import type { Kysely } from 'kysely';

// Issue 15, blogs (docs/decisions/025-blogs.md): posts with a slug that may hold '/', their
// categories and the links between them. body_html is sanitised before it is written.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('cover_image', 'text') // JSON ImageRef
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The list: published posts, newest first.
  await db.schema.createIndex('blog_posts_list_idx').on('blog_posts').columns(['status', 'published_at', 'id']).execute();

  await db.schema
    .createTable('blog_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blog_post_categories')
    .addColumn('post_id', 'text', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('blog_categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('blog_post_categories_pkey', ['post_id', 'category_id'])
    .execute();
  await db.schema.createIndex('blog_post_categories_category_idx').on('blog_post_categories').columns(['category_id', 'post_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['blog_post_categories', 'blog_categories', 'blog_posts']) await db.schema.dropTable(table).ifExists().execute();
}
