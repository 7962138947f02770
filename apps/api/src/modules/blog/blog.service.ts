import crypto from 'node:crypto';
import type { AdminBlogPost, BlogCategory, BlogListResponse, BlogPost, BlogPostCard, BlogStatus } from '@vitrine/contracts/blog';
import type { blogListSchema, blogPostUpsertSchema } from '@vitrine/contracts/blog-inputs';
import { Messages } from '@vitrine/contracts/messages';
import type { ImageRef } from '@vitrine/contracts/sections';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../lib/app-error.ts';
import { createKeyedDbCache } from '../../lib/db-cache.ts';
import { nowIso, parseJson } from '../../lib/json.ts';
import * as repo from './blog.repository.ts';
import type { BlogPostsTable } from './blog.table.ts';
import { sanitiseBlogHtml } from './blog-html.ts';

// The journal is read on every /blogs render and by each latest-posts section, and changes only through
// owner writes, which drop these (lib/db-cache.ts forgetReadCaches, decisions/024); a scheduled post
// appears within the TTL of its published_at. Values are shared between requests: never changed.
const BLOG_TTL_MS = 3000;
const lists = createKeyedDbCache<BlogListResponse>(BLOG_TTL_MS, 200);
const posts = createKeyedDbCache<BlogPost>(BLOG_TTL_MS, 200);

type PostRow = Pick<BlogPostsTable, 'id' | 'slug' | 'title' | 'excerpt' | 'cover_image' | 'author_name' | 'published_at'>;

function rowToCard(row: PostRow, categories: BlogCategory[]): BlogPostCard {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover_image: parseJson<ImageRef | null>(row.cover_image, null),
    author_name: row.author_name,
    published_at: row.published_at,
    categories,
  };
}

function rowToPost(row: BlogPostsTable, categories: BlogCategory[]): AdminBlogPost {
  return {
    ...rowToCard(row, categories),
    body_html: row.body_html,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    updated_at: row.updated_at,
    status: row.status as BlogStatus,
  };
}

async function categoriesByPost(db: Db, postIds: string[]): Promise<Map<string, BlogCategory[]>> {
  const byPost = new Map<string, BlogCategory[]>();
  for (const row of await repo.categoriesOfPosts(db.kysely, postIds)) {
    const list = byPost.get(row.post_id) ?? [];
    list.push({ slug: row.slug, name: row.name });
    byPost.set(row.post_id, list);
  }
  return byPost;
}

/** spec §7 POST /api/blog/list: a page of published posts, newest first, and the categories with counts. */
export function listPosts(db: Db, input: z.infer<typeof blogListSchema>): Promise<BlogListResponse> {
  return lists.get(db, `${input.page}|${input.perPage}|${input.category ?? ''}`, () => readList(db, input, nowIso()));
}

async function readList(db: Db, input: z.infer<typeof blogListSchema>, now: string): Promise<BlogListResponse> {
  const category = input.category ? await repo.findCategoryBySlug(db.kysely, input.category) : null;
  // An unknown category is a page that does not exist (/blogs?category=… answers 404), not an empty list.
  if (input.category && !category) throw notFound(Messages.pageNotFound);
  const categoryId = category?.id ?? null;
  const [rows, total, categories] = await Promise.all([
    repo.listPublishedPosts(db.kysely, now, categoryId, input.perPage, (input.page - 1) * input.perPage),
    repo.countPublishedPosts(db.kysely, now, categoryId),
    repo.listCategoryCounts(db.kysely, now),
  ]);
  const byPost = await categoriesByPost(
    db,
    rows.map((r) => r.id),
  );
  return {
    posts: rows.map((r) => rowToCard(r, byPost.get(r.id) ?? [])),
    page: input.page,
    per_page: input.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / input.perPage)),
    category: category ? { slug: category.slug, name: category.name } : null,
    categories,
  };
}

/** One published post by its full slug; a draft, a post not yet due or an unknown slug is 404 (not kept). */
export function getPost(db: Db, slug: string): Promise<BlogPost> {
  return posts.get(db, slug, () => readPost(db, slug, nowIso()));
}

async function readPost(db: Db, slug: string, now: string): Promise<BlogPost> {
  const row = await repo.findPostBySlug(db.kysely, slug);
  if (row?.status !== 'published' || row.published_at > now) throw notFound(Messages.pageNotFound);
  const { status: _status, ...post } = rowToPost(row, (await categoriesByPost(db, [row.id])).get(row.id) ?? []);
  return post;
}

/** The owner's write: creates or replaces the post with this slug; the body is sanitised here. */
export async function savePost(db: Db, input: z.infer<typeof blogPostUpsertSchema>): Promise<AdminBlogPost> {
  const existing = await repo.findPostBySlug(db.kysely, input.slug);
  const now = nowIso();
  const publishedAt = input.published_at ? new Date(input.published_at).toISOString() : (existing?.published_at ?? now);
  await repo.savePost(
    db.kysely,
    {
      id: existing?.id ?? `bp_${crypto.randomUUID()}`,
      slug: input.slug,
      title: input.title,
      excerpt: input.excerpt,
      body_html: sanitiseBlogHtml(input.body_html),
      cover_image: input.cover_image ? JSON.stringify(input.cover_image) : null,
      author_name: input.author_name,
      published_at: publishedAt,
      status: input.status,
      meta_title: input.meta_title || null,
      meta_description: input.meta_description || null,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    },
    input.categories.map((c) => ({ id: `bc_${crypto.randomUUID()}`, slug: c.slug, name: c.name })),
  );
  lists.forget(db);
  posts.forget(db);
  const row = await repo.findPostBySlug(db.kysely, input.slug);
  return rowToPost(row!, (await categoriesByPost(db, [row!.id])).get(row!.id) ?? []);
}

export async function deletePost(db: Db, slug: string): Promise<{ slug: string }> {
  if (!(await repo.deletePostBySlug(db.kysely, slug))) throw notFound(`Unknown post: ${slug}`);
  lists.forget(db);
  posts.forget(db);
  return { slug };
}
