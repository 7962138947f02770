import { Messages } from '@vitrine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

describeEachDatabase('content routes', (dialect) => {
  const t = useTestApp(dialect);
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/template/{slug}?path answers the template with header, topbar and footer', async () => {
    const { template } = expectSuccess(await get('/api/template/home?path=%2F'));
    expect(template).toMatchObject({
      id: 'tpl_default',
      header: { key: 'header', component_type: 'header', component_data: { menu: 'main-menu' } },
      topbar: { key: 'topbar', component_type: 'topbar' },
      footer: { key: 'footer', component_type: 'footer' },
    });
  });

  it('GET /api/templateBoth/{slug}?path answers template, page, page_type and keyed component_data', async () => {
    const data = expectSuccess(await get('/api/templateBoth/home?path=%2F&preview=1'));
    expect(Object.keys(data).sort()).toEqual(['component_data', 'page', 'page_type', 'template']);
    expect(data.template.id).toBe('tpl_default');
    expect(data.page).toMatchObject({ slug: 'home', page_type: 'home', body_class: 'page--home' });
    expect(data.page_type).toBe('home');
    expect(data.component_data.length).toBeGreaterThanOrEqual(6);
    for (const section of data.component_data) {
      expect(section).toEqual({ key: expect.any(String), component_type: expect.any(String), component_data: expect.any(Object) });
    }
    const keys = data.component_data.map((s: { key: string }) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  describe('GET /api/page/{slug}?path', () => {
    it('answers the home page', async () => {
      const data = expectSuccess(await get('/api/page/home?path=%2F'));
      expect(data.page_type).toBe('home');
      expect(data.component_data[0].component_type).toBe('hero-slider');
    });

    it("answers the terms page named by the storefront's termsandconditions_page", async () => {
      const { storefront } = expectSuccess(await get('/api/storefront/initial-values'));
      const slug = storefront.termsandconditions_page.slug;
      const data = expectSuccess(await get(`/api/page/${slug}?path=%2F${slug}`));
      expect(data.page).toMatchObject({ slug, page_type: 'page', body_class: `page--${slug}` });
      expect(data.page_type).toBe('page');
      expect(data.component_data.length).toBeGreaterThan(0);
    });

    it("answers an unknown slug with 404 'Page Not Found'", async () => {
      const body = expectError(await get('/api/page/no-such-page?path=%2Fno-such-page'), 404, Messages.pageNotFound, 'NOT_FOUND');
      expect(body.data.data.message).toBe('Page Not Found');
      expectError(await get('/api/templateBoth/no-such-page?path=%2Fno-such-page'), 404, Messages.pageNotFound);
    });

    it("gives product paths page_type 'product' (a system page when none is designed)", async () => {
      const data = expectSuccess(await get('/api/page/CUS-001?path=%2Fproduct%2Fblock-print-cushion-cover'));
      expect(data.page_type).toBe('product');
      expect(data.page).toMatchObject({ slug: 'CUS-001', page_type: 'product', body_class: 'page--cus-001' });
      expect(data.component_data).toEqual([]);
    });

    it('gives listing and account paths their page types', async () => {
      const types = await Promise.all(
        [
          ['living', '/product-category/living'],
          ['cart', '/cart'],
          ['account', '/account/orders'],
        ].map(async ([slug, path]) => expectSuccess(await get(`/api/page/${slug}?path=${encodeURIComponent(path)}`)).page_type),
      );
      expect(types).toEqual(['category', 'cart', 'account']);
    });

    it('refuses an over-long path with 422', async () => {
      expectError(await get(`/api/page/home?path=${'a'.repeat(2100)}`), 422);
    });
  });

  describe('GET /api/menu/{id or handle}', () => {
    it('finds a menu by handle and by id', async () => {
      const byHandle = expectSuccess(await get('/api/menu/main-menu'));
      expect(byHandle).toMatchObject({ handle: 'main-menu', name: 'Main menu' });
      expect(byHandle.items.length).toBeGreaterThan(0);
      for (const item of byHandle.items) expect(item).toMatchObject({ label: expect.any(String), url: expect.stringMatching(/^\//) });
      expect(expectSuccess(await get(`/api/menu/${byHandle.id}`))).toEqual(byHandle);
    });

    it('answers an unknown menu with 404', async () => {
      expectError(await get('/api/menu/no-such-menu'), 404, /no-such-menu/, 'NOT_FOUND');
    });
  });

  describe('GET /api/slider/{id or handle}', () => {
    it('finds the home slider by handle and by id', async () => {
      const slider = expectSuccess(await get('/api/slider/home-hero'));
      expect(slider).toMatchObject({ id: 'sl_home_hero', handle: 'home-hero', autoplay_ms: 5000 });
      expect(slider.slides.length).toBeGreaterThan(0);
      for (const slide of slider.slides) {
        expect(slide).toMatchObject({ image: expect.any(String), width: expect.any(Number), height: expect.any(Number), alt: expect.any(String) });
      }
      expect(expectSuccess(await get('/api/slider/sl_home_hero'))).toEqual(slider);
    });

    it('answers an unknown slider with 404', async () => {
      expectError(await get('/api/slider/nope'), 404, undefined, 'NOT_FOUND');
    });
  });
});
