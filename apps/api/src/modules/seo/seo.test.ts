import { MAX_SITEMAP_URLS, type SitemapData } from '@vitrine/contracts/seo';
import { expect, it } from 'vitest';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

describeEachDatabase('GET /api/seo/sitemap', (dialect) => {
  const t = useTestApp(dialect);

  it('lists published pages and products, categories and collections, with modification times', async () => {
    const data = expectSuccess<SitemapData>(await t.app.inject({ method: 'GET', url: '/api/seo/sitemap' }));
    expect(data.truncated).toBe(false);
    expect(data.pages.map((p) => p.slug)).toEqual(expect.arrayContaining(['home', 'about-us']));
    for (const p of [...data.pages, ...data.products]) expect(Number.isNaN(Date.parse(p.updated_at ?? ''))).toBe(false);
    const published = await t.db.kysely.selectFrom('products').select('slug').where('is_published', '=', 1).execute();
    expect(data.products.map((p) => p.slug).sort()).toEqual(published.map((p) => p.slug).sort());
    const categories = await t.db.kysely.selectFrom('categories').select('slug').execute();
    expect(data.categories).toHaveLength(categories.length);
    // Each category by its canonical path, parents first (the listing's canonical nests them).
    expect(data.categories).toContainEqual({ slug: 'cookware', path: ['kitchen', 'cookware'], updated_at: null });
    expect(data.categories).toContainEqual({ slug: 'kitchen', path: ['kitchen'], updated_at: null });
    expect(data.collections.length).toBeGreaterThan(0);
    expect(data.blog_posts.map((p) => p.slug)).toContain('guides/lighting-a-small-room');
    const total = data.blog_posts.length + data.pages.length + data.products.length + data.categories.length + data.collections.length;
    expect(total).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
  });

  it('leaves out unpublished products and pages', async () => {
    const [product] = await t.db.kysely.selectFrom('products').select(['id', 'slug']).where('is_published', '=', 1).limit(1).execute();
    await t.db.kysely.updateTable('products').set({ is_published: 0 }).where('id', '=', product.id).execute();
    await t.db.kysely.updateTable('pages').set({ is_published: 0 }).where('slug', '=', 'about-us').execute();
    try {
      const data = expectSuccess<SitemapData>(await t.app.inject({ method: 'GET', url: '/api/seo/sitemap' }));
      expect(data.products.map((p) => p.slug)).not.toContain(product.slug);
      expect(data.pages.map((p) => p.slug)).not.toContain('about-us');
    } finally {
      await t.db.kysely.updateTable('products').set({ is_published: 1 }).where('id', '=', product.id).execute();
      await t.db.kysely.updateTable('pages').set({ is_published: 1 }).where('slug', '=', 'about-us').execute();
    }
  });
});
