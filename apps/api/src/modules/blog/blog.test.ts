import { BLOG_MAX_PAGE_SIZE, type BlogListResponse, type BlogPost } from '@vitrine/contracts/blog';
import { Messages } from '@vitrine/contracts/messages';
import { SectionType } from '@vitrine/contracts/sections';
import { expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

// Issue 15, blogs: spec §7 POST /api/blog/list, one post by its full slug, the owner's writes.
describeEachDatabase('blog', (dialect) => {
  const t = useTestApp(dialect);
  const list = (payload: object) => t.app.inject({ method: 'POST', url: '/api/blog/list', payload });
  const post = (slug: string) => t.app.inject({ method: 'GET', url: `/api/blog/post?slug=${encodeURIComponent(slug)}` });
  const save = (payload: object, headers: Record<string, string> = t.adminHeaders) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/blog/posts', headers, payload });
  const remove = (slug: string, headers: Record<string, string> = t.adminHeaders) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/blog/posts?slug=${encodeURIComponent(slug)}`, headers });
  const draft = (slug: string, extra: object = {}) => ({
    slug,
    title: `Post ${slug}`,
    excerpt: 'An excerpt',
    body_html: '<p>Body</p>',
    author_name: 'Test Author',
    ...extra,
  });

  it('lists the demo journal newest first, with paging totals and categories with counts', async () => {
    const data = expectSuccess<BlogListResponse>(await list({}));
    expect(data.page).toBe(1);
    expect(data.per_page).toBe(9);
    expect(data.total).toBe(4);
    expect(data.last_page).toBe(1);
    expect(data.category).toBeNull();
    expect(data.posts.map((p) => p.slug)[0]).toBe('guides/lighting-a-small-room');
    const dates = data.posts.map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = data.posts[0]!;
    expect(first).toMatchObject({ author_name: 'Meera Iyer', categories: [{ slug: 'guides', name: 'Guides' }] });
    expect(first.cover_image?.url).toMatch(/^\/media\//);
    expect(first).not.toHaveProperty('body_html');
    expect(data.categories).toContainEqual({ slug: 'guides', name: 'Guides', post_count: 2 });
  });

  it('pages through the list', async () => {
    const one = expectSuccess<BlogListResponse>(await list({ page: 1, perPage: 3 }));
    const two = expectSuccess<BlogListResponse>(await list({ page: 2, perPage: 3 }));
    expect(one.posts).toHaveLength(3);
    expect(two.posts).toHaveLength(1);
    expect(one.last_page).toBe(2);
    expect(new Set([...one.posts, ...two.posts].map((p) => p.slug)).size).toBe(4);
    const past = expectSuccess<BlogListResponse>(await list({ page: 50, perPage: 3 }));
    expect(past.posts).toEqual([]);
    expect(past.total).toBe(4);
  });

  it('filters by category, and answers 404 for an unknown one', async () => {
    const data = expectSuccess<BlogListResponse>(await list({ category: 'kitchen' }));
    expect(data.posts.map((p) => p.slug)).toEqual(['caring-for-cast-iron']);
    expect(data.total).toBe(1);
    expect(data.category).toEqual({ slug: 'kitchen', name: 'Kitchen' });
    expectError(await list({ category: 'no-such-category' }), 404, Messages.pageNotFound);
  });

  it('refuses a bad list body with 422, never 500', async () => {
    expect(expectFieldError(await list({ perPage: BLOG_MAX_PAGE_SIZE + 1 }), 'perPage')).toEqual([Messages.fieldNotValid]);
    expectFieldError(await list({ page: 0 }), 'page');
    expectFieldError(await list({ page: 'two' }), 'page');
    expectFieldError(await list({ page: 1.5 }), 'page');
    expectFieldError(await list({ category: '../x' }), 'category');
    expectFieldError(await list({ category: 'x'.repeat(101) }), 'category');
    expectFieldError(await list({ sort: 'title' }), 'sort');
    expectError(await t.app.inject({ method: 'POST', url: '/api/blog/list', payload: [] }), 422);
  });

  it('reads one post by its full slug, segments and all', async () => {
    const data = expectSuccess<BlogPost>(await post('guides/lighting-a-small-room'));
    expect(data.title).toBe('Lighting a small room: three lamps, not one');
    expect(data.body_html).toContain('<h2>Light at three heights</h2>');
    expect(data.meta_description).toBeTruthy();
    expect(data).not.toHaveProperty('status');
    expectError(await post('guides/no-such-post'), 404, Messages.pageNotFound);
    expectError(await post('lighting-a-small-room'), 404);
    expectFieldError(await post('../etc/passwd'), 'slug');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/blog/post' }), 'slug');
  });

  it('saves a post for the owner only, sanitising its body', async () => {
    expectError(await save(draft('owner-only'), {}), 401, Messages.invalidAdminToken);
    expectError(await save(draft('owner-only'), { authorization: 'Bearer wrong-token-000000' }), 401);
    expectError(await remove('caring-for-cast-iron', {}), 401);

    const saved = expectSuccess<BlogPost>(
      await save(
        draft('tests/hostile-body', {
          body_html: '<p>Hello</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
          categories: [{ slug: 'tests', name: 'Tests' }],
        }),
      ),
    );
    expect(saved.body_html).not.toMatch(/onerror|script|alert|javascript/i);
    expect(saved.body_html).toContain('<p>Hello</p>');
    const read = expectSuccess<BlogPost>(await post('tests/hostile-body'));
    expect(read.body_html).toBe(saved.body_html);
    expect(read.categories).toEqual([{ slug: 'tests', name: 'Tests' }]);

    // A second save replaces it (same slug), categories included.
    expectSuccess(await save(draft('tests/hostile-body', { title: 'Renamed', categories: [] })));
    const again = expectSuccess<BlogPost>(await post('tests/hostile-body'));
    expect(again.title).toBe('Renamed');
    expect(again.categories).toEqual([]);

    expectSuccess(await remove('tests/hostile-body'));
    expectError(await post('tests/hostile-body'), 404);
    expectError(await remove('tests/hostile-body'), 404);
  });

  it('hides drafts and posts not yet due from the list, the post read and the counts', async () => {
    expectSuccess(await save(draft('a-draft', { status: 'draft', categories: [{ slug: 'secret', name: 'Secret' }] })));
    expectSuccess(await save(draft('a-future-post', { published_at: '2999-01-01T00:00:00Z' })));
    try {
      expectError(await post('a-draft'), 404);
      expectError(await post('a-future-post'), 404);
      const data = expectSuccess<BlogListResponse>(await list({ perPage: 24 }));
      expect(data.posts.map((p) => p.slug)).not.toContain('a-draft');
      expect(data.posts.map((p) => p.slug)).not.toContain('a-future-post');
      expect(data.total).toBe(4);
      expect(data.categories.map((c) => c.slug)).not.toContain('secret');
      const sitemap = expectSuccess<{ blog_posts: { slug: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/seo/sitemap' }));
      expect(sitemap.blog_posts.map((p) => p.slug)).toEqual(expect.arrayContaining(data.posts.map((p) => p.slug)));
      expect(sitemap.blog_posts.map((p) => p.slug)).not.toContain('a-draft');
      expect(sitemap.blog_posts.map((p) => p.slug)).not.toContain('a-future-post');
    } finally {
      await remove('a-draft');
      await remove('a-future-post');
    }
  });

  it('refuses a bad post with 422 naming the field', async () => {
    expectFieldError(await save(draft('Bad Slug')), 'slug');
    expectFieldError(await save(draft('a//b')), 'slug');
    expectFieldError(await save(draft('ok', { title: '' })), 'title');
    expectFieldError(await save(draft('ok', { status: 'hidden' })), 'status');
    expectFieldError(await save(draft('ok', { published_at: 'yesterday' })), 'published_at');
    expectFieldError(await save(draft('ok', { cover_image: { url: 'https://evil.example/x.png', width: 1, height: 1, alt: '' } })), 'cover_image.url');
    expectFieldError(await save(draft('ok', { extra: 1 })), 'extra');
    expectFieldError(await remove('Not A Slug'), 'slug');
  });

  it('validates the latest-posts section on page save', async () => {
    const page = (component_data: object) => ({
      slug: 'blog-section-check',
      title: 'Blog section check',
      sections: [{ key: 'latest', component_type: SectionType.blogPosts, component_data }],
    });
    expectFieldError(
      await t.app.inject({ method: 'PUT', url: '/api/admin/pages', headers: t.adminHeaders, payload: page({ count: 50 }) }),
      'sections.0.component_data.count',
    );
    expectSuccess(
      await t.app.inject({ method: 'PUT', url: '/api/admin/pages', headers: t.adminHeaders, payload: page({ heading: 'From the journal', count: 3 }) }),
    );
  });
});
