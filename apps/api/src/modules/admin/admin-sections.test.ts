import { Messages } from '@vitrine/contracts/messages';
import { expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

// Issue 13 item 14: a page-builder section is checked against its type's shape when it is saved,
// so one malformed section can no longer reach the storefront (docs/decisions/023).
describeEachDatabase('admin: section data is validated on save', (dialect) => {
  const t = useTestApp(dialect);
  const put = (url: string, payload: unknown) => t.app.inject({ method: 'PUT', url, headers: t.adminHeaders, payload: payload as object });
  const page = (...sections: unknown[]) => ({ slug: 'sections-check', title: 'Sections check', sections });
  const fieldErrors = (res: Awaited<ReturnType<typeof put>>) => res.json().data.errors as Record<string, string[]>;

  it('refuses a marquee whose items are not a list, naming the field', async () => {
    const res = await put('/api/admin/pages', page({ key: 'news', component_type: 'marquee', component_data: { items: 'Free shipping' } }));
    expect(expectFieldError(res, 'sections.0.component_data.items')).toEqual([Messages.fieldNotValid]);
    expectError(await t.app.inject({ method: 'GET', url: '/api/page/sections-check?path=%2Fsections-check' }), 404);
  });

  it('refuses an unknown section type', async () => {
    const res = await put('/api/admin/pages', page({ key: 'x', component_type: 'carousel-3d', component_data: {} }));
    expect(expectFieldError(res, 'sections.0.component_type')).toEqual([Messages.fieldNotValid]);
    // A template part is not a page section, and a page section is not a template part.
    expectFieldError(
      await put('/api/admin/pages', page({ key: 'h', component_type: 'header', component_data: { menu: 'main-menu' } })),
      'sections.0.component_type',
    );
    const wrongSlot = await put('/api/admin/templates/tpl_default', { footer: { key: 'footer', component_type: 'marquee', component_data: { items: ['a'] } } });
    expectFieldError(wrongSlot, 'footer.component_type');
  });

  it('checks each type: required fields, enums, numbers and sizes', async () => {
    const bad = [
      { key: 'a', component_type: 'product-grid', component_data: { source: 'bestsellers', items: [] } },
      { key: 'b', component_type: 'category-grid', component_data: { source: 'all', items: [], limit: -3 } },
      { key: 'c', component_type: 'hero-slider', component_data: {} },
      { key: 'd', component_type: 'image-banner', component_data: { image: { url: '/media/x.webp', width: '1600', height: 500, alt: '' } } },
      { key: 'e', component_type: 'rich-text', component_data: { html: 42 } },
      { key: 'f', component_type: 'links', component_data: { menu: '' } },
      { key: 'g', component_type: 'marquee', component_data: { items: ['ok'], direction: 'up', loop: 1.5, duration_s: 0 } },
      { key: 'h', component_type: 'marquee', component_data: { items: Array.from({ length: 101 }, () => 'x') } },
    ];
    const errors = fieldErrors(await put('/api/admin/pages', page(...bad)));
    expect(Object.keys(errors).sort()).toEqual(
      [
        'sections.0.component_data.source',
        'sections.1.component_data.limit',
        'sections.2.component_data.slider',
        'sections.3.component_data.image.width',
        'sections.4.component_data.html',
        'sections.5.component_data.menu',
        'sections.6.component_data.direction',
        'sections.6.component_data.loop',
        'sections.6.component_data.duration_s',
        'sections.7.component_data.items',
      ].sort(),
    );
    const template = await put('/api/admin/templates/tpl_default', {
      footer: { key: 'footer', component_type: 'footer', component_data: { columns: 'Shop' } },
    });
    expectFieldError(template, 'footer.component_data.columns');
  });

  it('accepts every section and template part the demo store ships', async () => {
    const home = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/page/home?path=%2F' }));
    expectSuccess(await put('/api/admin/pages', page(...home.component_data)));
    const { template } = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/template/home' }));
    const { header, topbar, footer } = template;
    expectSuccess(await put('/api/admin/templates/tpl_default', { header, topbar, footer }));
    expectSuccess(await put('/api/admin/templates/tpl_default', { topbar: null }));
  });
});
