import type { ImageRef } from './sections.ts';

// Blogs (spec §2 /blogs and /blogs/{slug...}, spec §7 POST /api/blog/list): the shapes the API
// answers and the web draws. Zod-free, so the browser may import it; the schemas are in blog-inputs.ts.

/** Posts per page when the list body names none, and the most one page may ask for. */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 24;
/** The deepest page a list body may ask for (pages stay cheap: offset paging on an index). */
export const BLOG_MAX_PAGE = 1000;

export const BlogStatus = { published: 'published', draft: 'draft' } as const;
export type BlogStatus = (typeof BlogStatus)[keyof typeof BlogStatus];

export const BlogMessages = {
  saved: 'Post saved',
  deleted: 'Post deleted',
} as const;

export interface BlogCategory {
  slug: string;
  name: string;
}

export interface BlogCategoryCount extends BlogCategory {
  /** Published posts in this category. */
  post_count: number;
}

/** A post as a list shows it: no body. */
export interface BlogPostCard {
  slug: string; // may hold '/', e.g. guides/lighting-a-small-room
  title: string;
  excerpt: string;
  cover_image: ImageRef | null;
  author_name: string;
  published_at: string; // ISO-8601 UTC
  categories: BlogCategory[];
}

/** One post: its sanitised HTML body and SEO fields. */
export interface BlogPost extends BlogPostCard {
  body_html: string; // sanitised by the API when written
  meta_title: string | null;
  meta_description: string | null;
  updated_at: string;
}

/** POST /api/blog/list answer. */
export interface BlogListResponse {
  posts: BlogPostCard[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** The category the list is filtered by, or null. */
  category: BlogCategory | null;
  /** Every category with at least one published post, with its count. */
  categories: BlogCategoryCount[];
}

/** An owner's view of a saved post (drafts included). */
export interface AdminBlogPost extends BlogPost {
  status: BlogStatus;
}

/** The path of a post on the shop: /blogs/{slug}, each segment encoded. */
export function blogPostPath(slug: string): string {
  return `/blogs/${slug.split('/').map(encodeURIComponent).join('/')}`;
}
