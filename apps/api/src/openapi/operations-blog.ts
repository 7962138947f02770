import { blogListSchema, blogPostDeleteSchema, blogPostQuerySchema, blogPostUpsertSchema } from '@vitrine/contracts/blog-inputs';
import type { Operation } from './operation.ts';

// Blogs (docs/api.md "Blog", docs/decisions/025-blogs.md): the shopper's reads and the owner's writes.
export const blogOperations: Operation[] = [
  {
    method: 'POST',
    path: '/api/blog/list',
    tag: 'blog',
    access: 'public',
    summary: 'A page of published posts, newest first, optionally in one category (spec §7 "list body")',
    body: blogListSchema,
    data: 'BlogListResponse { posts, page, per_page, total, last_page, category, categories }',
    notes: 'perPage 1–24 (default 9), page 1–1000; an unknown category is a 404.',
  },
  {
    method: 'GET',
    path: '/api/blog/post',
    tag: 'blog',
    access: 'public',
    summary: 'One published post by its full slug (?slug=guides/lighting-a-small-room)',
    query: blogPostQuerySchema,
    data: 'BlogPost (body_html sanitised when written)',
    notes: 'A draft, a post whose published_at is still ahead or an unknown slug is a 404 Page Not Found.',
  },
  {
    method: 'PUT',
    path: '/api/admin/blog/posts',
    tag: 'admin',
    access: 'admin',
    open: true,
    summary: 'Creates or replaces the post with this slug (body HTML sanitised on write; categories created by slug)',
    body: blogPostUpsertSchema,
    data: 'the AdminBlogPost (with status)',
  },
  {
    method: 'DELETE',
    path: '/api/admin/blog/posts',
    tag: 'admin',
    access: 'admin',
    open: true,
    summary: 'Deletes the post with this slug (?slug=)',
    query: blogPostDeleteSchema,
    data: '{ slug }; unknown slug 404',
  },
];
