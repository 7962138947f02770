import { Messages } from '@vitrine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

type Method = 'PUT';
const WRITES: [Method, string, object][] = [
  ['PUT', '/api/admin/storefront', { name: 'Hijacked' }],
  ['PUT', '/api/admin/settings', { store_name: 'Hijacked' }],
  ['PUT', '/api/admin/templates/tpl_default', { name: 'Hijacked' }],
  ['PUT', '/api/admin/pages', { slug: 'hijacked', title: 'Hijacked', sections: [] }],
  ['PUT', '/api/admin/plugins/GoogleGtag', { is_active: true }],
];

describeEachDatabase('admin routes', (dialect) => {
  const t = useTestApp(dialect);
  const put = (url: string, payload: unknown, headers: Record<string, string> = t.adminHeaders) =>
    t.app.inject({ method: 'PUT', url, headers, payload: payload as object });

  describe('the admin token', () => {
    it('is required: none or a wrong one answers 401 and changes nothing', async () => {
      for (const [, url, payload] of WRITES) {
        expectError(await put(url, payload, {}), 401, Messages.invalidAdminToken, 'UNAUTHORIZED');
        expectError(await put(url, payload, { authorization: 'Bearer wrong-token-0123456789' }), 401, Messages.invalidAdminToken);
        expectError(await put(url, payload, { authorization: 'Basic dGVzdA==' }), 401);
      }
      const sf = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/storefront/all' }));
      expect(sf.name).toBe('Vitrine Home & Living');
      expectError(await t.app.inject({ method: 'GET', url: '/api/page/hijacked' }), 404);
    });

    it('is also read from x-admin-token', async () => {
      const res = await put('/api/admin/settings', { store_phone: '9000000000' }, { 'x-admin-token': 'test-admin-token-0123456789' });
      expect(expectSuccess(res)).toEqual({ store_phone: '9000000000' });
    });
  });

  describe('PUT /api/admin/storefront', () => {
    it('updates fields and the shop answers them at once', async () => {
      const data = expectSuccess(await put('/api/admin/storefront', { name: 'Vitrine Test Shop', page_layout: 'boxed' }));
      expect(data).toMatchObject({ name: 'Vitrine Test Shop', page_layout: 'boxed' });
      const sf = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/storefront/all' }));
      expect(sf).toMatchObject({ name: 'Vitrine Test Shop', page_layout: 'boxed' });
    });

    it('refuses bad bodies with 422 field errors', async () => {
      expectFieldError(await put('/api/admin/storefront', { mode: 'Closed' }), 'mode');
      expectFieldError(await put('/api/admin/storefront', { theme: { colors: { primary: 'red' }, background: null } }), 'theme.colors.primary');
      expectFieldError(await put('/api/admin/storefront', { page_layout: 'wide' }), 'page_layout');
      expectError(await put('/api/admin/storefront', { password_hash: 'scrypt$00$00' }), 422, undefined, 'VALIDATION_FAILED');
    });
  });

  describe('PUT /api/admin/settings', () => {
    it('updates known keys', async () => {
      expect(expectSuccess(await put('/api/admin/settings', { store_name: 'Renamed', cart_expire_days: 7 }))).toEqual({
        store_name: 'Renamed',
        cart_expire_days: 7,
      });
      const res = await t.app.inject({ method: 'POST', url: '/api/settings/get', payload: ['store_name', 'cart_expire_days'] });
      expect(expectSuccess(res)).toEqual({ store_name: 'Renamed', cart_expire_days: 7 });
    });

    it('refuses unknown keys and non-scalar values with 422', async () => {
      expectError(await put('/api/admin/settings', { not_a_setting: true }), 422, /not_a_setting/, 'VALIDATION_FAILED');
      expectFieldError(await put('/api/admin/settings', { store_name: { nested: true } }), 'store_name');
    });
  });

  describe('PUT /api/admin/templates/{id}', () => {
    it('updates a template part', async () => {
      const header = { key: 'header', component_type: 'header', component_data: { menu: 'footer-help', show_search: false } };
      const data = expectSuccess(await put('/api/admin/templates/tpl_default', { name: 'Main', header }));
      expect(data).toMatchObject({ id: 'tpl_default', name: 'Main', header });
      expect(expectSuccess(await t.app.inject({ method: 'GET', url: '/api/template/home' })).template.header).toEqual(header);
    });

    it('answers 404 for an unknown template and 422 for a bad body', async () => {
      expectError(await put('/api/admin/templates/tpl_missing', { name: 'X' }), 404, /tpl_missing/);
      expectFieldError(
        await put('/api/admin/templates/tpl_default', { header: { key: 'Bad Key', component_type: 'header', component_data: {} } }),
        'header.key',
      );
      expectError(await put('/api/admin/templates/tpl_default', { colour: 'red' }), 422);
    });
  });

  describe('PUT /api/admin/pages', () => {
    const richText = (html: string) => ({ key: 'body', component_type: 'rich-text', component_data: { heading: 'Hi', html } });

    it('saves a page whose rich text is sanitised (no script, no event handlers, no javascript: links)', async () => {
      const dirty =
        '<p>Hello<script>alert(1)</script></p><img src="/media/x.svg" onerror="alert(2)" alt="x">' +
        '<a href="javascript:alert(3)" onclick="alert(4)">link</a><iframe src="https://evil.example"></iframe>';
      const saved = expectSuccess(await put('/api/admin/pages', { slug: 'our-story', title: 'Our story', sections: [richText(dirty)] }));
      const served = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/page/our-story?path=%2Four-story' }));
      for (const data of [saved, served]) {
        const html: string = data.component_data[0].component_data.html;
        expect(html).toContain('<p>Hello</p>');
        expect(html).toContain('<img src="/media/x.svg" alt="x" />');
        expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert/i);
      }
      expect(served.page).toMatchObject({ slug: 'our-story', title: 'Our story', page_type: 'page' });
    });

    it('replaces the sections of an existing page and can unpublish it', async () => {
      const body = { slug: 'our-story', title: 'Our story, again', sections: [richText('<p>One</p>'), { ...richText('<p>Two</p>'), key: 'second' }] };
      expect(expectSuccess(await put('/api/admin/pages', body)).component_data.map((s: { key: string }) => s.key)).toEqual(['body', 'second']);
      expectSuccess(await put('/api/admin/pages', { ...body, is_published: false }));
      expectError(await t.app.inject({ method: 'GET', url: '/api/page/our-story?path=%2Four-story' }), 404, Messages.pageNotFound);
    });

    it('refuses bad bodies with 422 field errors', async () => {
      expect(expectFieldError(await put('/api/admin/pages', { slug: 'Bad Slug', title: 'X', sections: [] }), 'slug')).toEqual([
        'Use lowercase letters, digits and dashes',
      ]);
      expectFieldError(await put('/api/admin/pages', { slug: 'ok', title: '', sections: [] }), 'title');
      expectFieldError(await put('/api/admin/pages', { slug: 'ok', title: 'X' }), 'sections');
      expectFieldError(
        await put('/api/admin/pages', { slug: 'ok', title: 'X', sections: [{ key: 'a', component_type: 'rich-text' }] }),
        'sections.0.component_data',
      );
    });
  });

  describe('PUT /api/admin/plugins/{name}', () => {
    it('saves a config and refuses bad bodies', async () => {
      const saved = expectSuccess(await put('/api/admin/plugins/UmamiAnalytics', { config: { code: 'abc' } }));
      expect(saved).toEqual({ module_name: 'UmamiAnalytics', config: { code: 'abc' }, is_active: true });
      expectFieldError(await put('/api/admin/plugins/UmamiAnalytics', { is_active: 'yes' }), 'is_active');
      expectError(await put('/api/admin/plugins/bad%20name', { is_active: true }), 422);
    });
  });
});
