import { Messages } from '@vitrine/contracts/messages';
import { expect, it } from 'vitest';
import { expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

// Issue 15: the FAQ, gallery, testimonial, video and product-tabs sections are checked against
// their shapes when a page is saved (422 naming the field), like today's section types.
describeEachDatabase('admin: issue 15 section data is validated on save', (dialect) => {
  const t = useTestApp(dialect);
  const put = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/admin/pages', headers: t.adminHeaders, payload: payload as object });
  const page = (...sections: unknown[]) => ({ slug: 'sections-15', title: 'Sections 15', sections });
  const poster = { url: '/media/banners/under-999.svg', width: 1600, height: 900, alt: '' };
  const valid = [
    { key: 'faq', component_type: 'faq', component_data: { heading: 'Questions', faq: 'store-faq' } },
    { key: 'gallery', component_type: 'gallery', component_data: { gallery: 'our-studio', columns: 4 } },
    {
      key: 'quotes',
      component_type: 'testimonial',
      component_data: { items: [{ quote: 'Lovely', name: 'A', role: null, rating: 5, photo: { url: '/media/x.svg', width: 96, height: 96, alt: '' } }] },
    },
    { key: 'yt', component_type: 'video', component_data: { title: 'Our studio', provider: 'youtube', video: 'dQw4w9WgXcQ', poster } },
    { key: 'mp4', component_type: 'video', component_data: { title: 'Clay', provider: 'mp4', video: '/media/videos/clay.mp4', poster } },
    {
      key: 'tabs',
      component_type: 'product-tabs',
      component_data: {
        heading: 'Shop',
        tabs: [
          { label: 'New', source: 'latest', items: [] },
          { label: 'Gifts', source: 'collection', items: ['under-999'], limit: 4 },
        ],
      },
    },
  ];

  it('accepts each new type with good data, and the page reads back with them', async () => {
    const saved = expectSuccess(await put(page(...valid)));
    expect(saved.component_data.map((s: { component_type: string }) => s.component_type)).toEqual([
      'faq',
      'gallery',
      'testimonial',
      'video',
      'video',
      'product-tabs',
    ]);
  });

  it('refuses bad data, naming each field', async () => {
    const bad = [
      { key: 'a', component_type: 'faq', component_data: { faq: '' } },
      { key: 'b', component_type: 'gallery', component_data: { gallery: 'g', columns: 9 } },
      { key: 'c', component_type: 'testimonial', component_data: { items: [{ quote: 'x', name: '', rating: 6 }] } },
      { key: 'd', component_type: 'video', component_data: { title: 'x', provider: 'youtube', video: 'https://evil.example/embed', poster } },
      { key: 'e', component_type: 'video', component_data: { title: 'x', provider: 'mp4', video: 'https://evil.example/a.mp4', poster } },
      { key: 'f', component_type: 'video', component_data: { title: 'x', provider: 'vimeo', video: '1', poster } },
      { key: 'g', component_type: 'product-tabs', component_data: { tabs: [] } },
      { key: 'h', component_type: 'product-tabs', component_data: { tabs: [{ label: 'x', source: 'bestsellers', items: [] }] } },
      { key: 'i', component_type: 'testimonial', component_data: { items: 'Great shop' } },
    ];
    const res = await put(page(...bad));
    const errors = expectFieldError(res, 'sections.0.component_data.faq');
    expect(errors).toEqual([Messages.fieldRequired]);
    expect(Object.keys(res.json().data.errors).sort()).toEqual(
      [
        'sections.0.component_data.faq',
        'sections.1.component_data.columns',
        'sections.2.component_data.items.0.name',
        'sections.2.component_data.items.0.rating',
        'sections.3.component_data.video',
        'sections.4.component_data.video',
        'sections.5.component_data.provider',
        'sections.6.component_data.tabs',
        'sections.7.component_data.tabs.0.source',
        'sections.8.component_data.items',
      ].sort(),
    );
  });

  it('accepts the demo FAQ and about pages as they ship', async () => {
    for (const slug of ['faq', 'about-us', 'home']) {
      const stored = expectSuccess(await t.app.inject({ method: 'GET', url: `/api/page/${slug}` }));
      expectSuccess(await put(page(...stored.component_data)));
    }
  });
});
