import type { ApiClient } from '@vitrine/contracts/api-client';
import type { BlogListResponse, BlogPost } from '@vitrine/contracts/blog';
import type { Page } from '@vitrine/contracts/content';
import { data } from 'react-router';

// Calls behind /blogs and /blogs/{slug...}. Anything but success is the shop's 'Page Not Found'
// (404); an API failure (5xx) is the server error page.

const notFound = () => data({ reason: 'not-found' }, { status: 404 });

/** The page the owner may design for /blogs (spec §2 fixed name 'blogs'): its title and SEO fields. */
type BlogsPage = Pick<Page, 'title' | 'meta_title' | 'meta_description'>;

export interface BlogListView {
  page: BlogsPage;
  list: BlogListResponse;
}

export async function loadBlogList(api: ApiClient, page: number, category: string | null): Promise<BlogListView> {
  const [pageRes, listRes] = await Promise.all([api.getPage('blogs', '/blogs'), api.listBlogPosts({ page, ...(category ? { category } : {}) })]);
  if (listRes.body.status !== 'success') {
    if (listRes.statusCode >= 500) throw new Error(`blog list: ${listRes.statusCode}`);
    throw notFound();
  }
  const list = listRes.body.data;
  // A page past the last one does not exist (page 1 of an empty journal does: "No posts yet").
  if (page > list.last_page) throw notFound();
  const found = pageRes.body.status === 'success' ? pageRes.body.data.page : null;
  return {
    page: { title: found?.title ?? 'Blogs', meta_title: found?.meta_title ?? null, meta_description: found?.meta_description ?? null },
    list,
  };
}

export async function loadBlogPost(api: ApiClient, slug: string): Promise<BlogPost> {
  if (!slug) throw notFound();
  const res = await api.getBlogPost(slug);
  if (res.body.status !== 'success') {
    if (res.statusCode >= 500) throw new Error(`blog post ${slug}: ${res.statusCode}`);
    throw notFound();
  }
  return res.body.data;
}
