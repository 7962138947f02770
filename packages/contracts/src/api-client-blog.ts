import type { ApiCall } from './api-transport.ts';
import type { BlogListResponse, BlogPost } from './blog.ts';

// spec §7 Blog row: the list body (page, perPage, category) and one post by its full slug.
export function blogCalls(call: ApiCall) {
  return {
    listBlogPosts: (body: { page?: number; perPage?: number; category?: string | null }) =>
      call<BlogListResponse>({ method: 'POST', path: '/api/blog/list', body }),
    getBlogPost: (slug: string) => call<BlogPost>({ method: 'GET', path: '/api/blog/post', query: { slug } }),
  };
}
