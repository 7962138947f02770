import type { BlogListResponse, BlogPost } from '@vitrine/contracts/blog';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd } from './blog-json-ld';
import { BlogListView } from './blog-list-view';
import { BlogPostView } from './blog-post-view';

const post: BlogPost = {
  slug: 'guides/lighting-a-small-room',
  title: 'Lighting a small room',
  excerpt: 'Three lamps, not one.',
  cover_image: { url: '/media/banners/hero-living.svg', width: 1600, height: 640, alt: 'A lamp' },
  author_name: 'Meera Iyer',
  published_at: '2026-11-23T08:00:00.000Z',
  categories: [{ slug: 'guides', name: 'Guides' }],
  body_html: '<p>Body</p>',
  meta_title: null,
  meta_description: null,
  updated_at: '2026-11-24T08:00:00.000Z',
};
const list = (over: Partial<BlogListResponse>): BlogListResponse => ({
  posts: [post],
  page: 1,
  per_page: 9,
  total: 1,
  last_page: 1,
  category: null,
  categories: [{ slug: 'guides', name: 'Guides', post_count: 1 }],
  ...over,
});
const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('BlogListView', () => {
  it('says "No posts yet" for an empty journal, with no paging', () => {
    const html = render(<BlogListView title="Journal" list={list({ posts: [], total: 0, categories: [] })} />);
    expect(html).toContain('No posts yet');
    expect(html).not.toContain('rel="next"');
  });

  it('draws cards with a linked title, date and author, and the first cover as the priority image', () => {
    const html = render(<BlogListView title="Journal" list={list({})} />);
    expect(html).toContain('<a href="/blogs/guides/lighting-a-small-room" data-discover="true">Lighting a small room</a>');
    expect(html).toContain('<time dateTime="2026-11-23T08:00:00.000Z">23 November 2026</time>');
    expect(html).toContain('Meera Iyer');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('href="/blogs?category=guides"');
  });

  it('links the neighbouring pages with rel prev and next, keeping the category', () => {
    const html = render(<BlogListView title="Journal" list={list({ page: 2, last_page: 3, category: { slug: 'guides', name: 'Guides' } })} />);
    expect(html).toMatch(/<a [^>]*rel="prev"[^>]*href="\/blogs\?category=guides"|<a [^>]*href="\/blogs\?category=guides"[^>]*rel="prev"/);
    expect(html).toMatch(/rel="next"[^>]*href="\/blogs\?category=guides&amp;page=3"|href="\/blogs\?category=guides&amp;page=3"[^>]*rel="next"/);
    expect(html).toContain('Page 2 of 3');
    expect(html).toContain('Journal: Guides');
  });
});

describe('BlogPostView', () => {
  it('shows the title as h1, the author, the date and the body', () => {
    const html = render(<BlogPostView post={post} />);
    expect(html).toContain('<h1 class="blog-post__title">Lighting a small room</h1>');
    expect(html).toContain('23 November 2026');
    expect(html).toContain('<p>Body</p>');
    expect(html).toContain('href="/blogs"');
  });
});

describe('blogPostingJsonLd', () => {
  it('describes the post for search engines', () => {
    const ld = blogPostingJsonLd(post, 'https://shop.example.com/blogs/guides/lighting-a-small-room', 'https://shop.example.com', 'Vitrine');
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Lighting a small room',
      datePublished: post.published_at,
      dateModified: post.updated_at,
      author: { '@type': 'Person', name: 'Meera Iyer' },
      publisher: { '@type': 'Organization', name: 'Vitrine' },
      description: 'Three lamps, not one.',
      image: ['https://shop.example.com/img/1200/banners/hero-living.svg'],
    });
  });
});
