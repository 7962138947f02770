import type { ApiClient } from '@vitrine/contracts/api-client';
import type { BlogPostCard } from '@vitrine/contracts/blog';
import { BLOG_POSTS_SECTION_DEFAULT_COUNT, type BlogPostsData } from '@vitrine/contracts/sections';

/** The latest-posts section's cards: the newest published posts (null when the list fails: the section hides). */
export async function resolveBlogPosts(api: ApiClient, data: BlogPostsData): Promise<BlogPostCard[] | null> {
  const res = await api.listBlogPosts({ perPage: data.count ?? BLOG_POSTS_SECTION_DEFAULT_COUNT });
  return res.body.status === 'success' ? res.body.data.posts : null;
}
