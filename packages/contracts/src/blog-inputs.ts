import { z } from 'zod';
import { BLOG_MAX_PAGE, BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, BlogStatus } from './blog.ts';
import { Messages } from './messages.ts';

// Blog payloads: the shopper's list body and post lookup, and the owner's writes.

const segment = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** A post slug: lower-case words joined by '-', in one or more '/'-separated segments. */
export const BLOG_SLUG_PATTERN = new RegExp(`^${segment}(?:/${segment}){0,4}$`);
const CATEGORY_SLUG_PATTERN = new RegExp(`^${segment}$`);

const postSlug = z.string({ error: Messages.fieldRequired }).trim().min(1, Messages.fieldRequired).max(200, Messages.maxLength(200)).regex(BLOG_SLUG_PATTERN);
const categorySlug = z.string().trim().min(1).max(100, Messages.maxLength(100)).regex(CATEGORY_SLUG_PATTERN);
const whole = (min: number, max: number) =>
  z.coerce.number({ error: Messages.fieldNotValid }).int(Messages.fieldNotValid).min(min, Messages.fieldNotValid).max(max, Messages.fieldNotValid);

/** spec §7 POST /api/blog/list "list body": paging and an optional category. */
export const blogListSchema = z
  .object({
    page: whole(1, BLOG_MAX_PAGE).default(1),
    perPage: whole(1, BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
    category: categorySlug.nullish(),
  })
  .strict();

/** GET /api/blog/post?slug=: one published post by its full slug. */
export const blogPostQuerySchema = z.object({ slug: postSlug });

const imageRef = z
  .object({
    url: z
      .string()
      .trim()
      .max(500)
      .regex(/^\/media\/[^?#]+$/),
    width: z.number().int().positive().max(10_000),
    height: z.number().int().positive().max(10_000),
    alt: z.string().max(200),
  })
  .strict();

/** PUT /api/admin/blog/posts: creates or replaces the post with this slug. */
export const blogPostUpsertSchema = z
  .object({
    slug: postSlug,
    title: z.string().trim().min(1).max(200),
    excerpt: z.string().trim().max(500).default(''),
    body_html: z.string().max(200_000),
    cover_image: imageRef.nullable().optional(),
    author_name: z.string().trim().min(1).max(100),
    published_at: z.iso.datetime({ offset: true }).optional(),
    status: z.enum([BlogStatus.published, BlogStatus.draft]).default(BlogStatus.published),
    meta_title: z.string().trim().max(200).nullable().optional(),
    meta_description: z.string().trim().max(500).nullable().optional(),
    categories: z
      .array(z.object({ slug: categorySlug, name: z.string().trim().min(1).max(100) }).strict())
      .max(10)
      .default([]),
  })
  .strict();

/** DELETE /api/admin/blog/posts?slug=. */
export const blogPostDeleteSchema = blogPostQuerySchema;
