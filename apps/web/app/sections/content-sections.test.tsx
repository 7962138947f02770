import type { ApiClient } from '@vitrine/contracts/api-client';
import type { Section } from '@vitrine/contracts/content';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NonceContext } from '../lib/nonce';
import { Sections } from './registry';
import { resolveSections } from './resolve-sections.server';

// Issue 15: FAQ, gallery, testimonial, video and product-tabs sections render on the server from
// what the loader resolved; a stored one that no longer fits its type is skipped and logged.
const ok = <T,>(data: T) => Promise.resolve({ statusCode: 200, body: { status: 'success' as const, message: '', data }, setCookies: [] });
const card = (id: string) => ({
  id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  sku: 'VHL-1',
  brand: null,
  category: null,
  selling_price: 59_900,
  mrp: 59_900,
  currency: 'INR',
  base_image: { url: '/media/p.svg', width: 800, height: 800, alt: '' },
});
const api = {
  getFaq: vi.fn(() => ok({ id: 'f', title: 'FAQ', items: [{ question: 'Why?', answer: '<p>Because.</p>' }] })),
  getGallery: vi.fn(() =>
    ok({ id: 'g', title: 'G', images: [{ image: '/media/a.svg', width: 1200, height: 900, alt: 'A room', caption: 'Cosy', link: null }] }),
  ),
  getProductGrid: vi.fn(() => ok([card('1'), card('2')])),
} as unknown as ApiClient;
const poster = { url: '/media/poster.svg', width: 1600, height: 900, alt: '' };

const sections: Section[] = [
  { key: 'faq', component_type: 'faq', component_data: { faq: 'f' } },
  { key: 'gallery', component_type: 'gallery', component_data: { heading: 'Studio', gallery: 'g' } },
  { key: 'quotes', component_type: 'testimonial', component_data: { heading: 'Said', items: [{ quote: '<b>Great</b>', name: 'Ana', rating: 4 }] } },
  { key: 'video', component_type: 'video', component_data: { title: 'Tour', provider: 'youtube', video: 'dQw4w9WgXcQ', poster } },
  {
    key: 'tabs',
    component_type: 'product-tabs',
    component_data: {
      heading: 'Shop',
      tabs: [
        { label: 'New', source: 'latest', items: [] },
        { label: 'Gifts', source: 'collection', items: ['g'] },
      ],
    },
  },
];

describe('issue 15 sections', () => {
  afterEach(() => vi.clearAllMocks());

  it('render on the server from their resolved data', async () => {
    const resolved = await resolveSections(api, sections);
    const html = renderToString(
      <MemoryRouter>
        <NonceContext.Provider value="n0nce">
          <Sections sections={resolved} />
        </NonceContext.Provider>
      </MemoryRouter>,
    );
    expect(html).toContain('<details class="faq__item"><summary class="faq__question">Why?</summary>');
    expect(html).toMatch(/<script type="application\/ld\+json" nonce="n0nce">\{"@context":"https:\/\/schema.org","@type":"FAQPage"/);
    expect(html).toMatch(/<img[^>]*alt="A room"[^>]*width="1200" height="900"[^>]*loading="lazy"/);
    expect(html).toContain('&lt;b&gt;Great&lt;/b&gt;');
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    // The video is a poster link until clicked: no player, nothing from the video host.
    expect(html).toContain('aria-label="Play video: Tour"');
    expect(html).not.toMatch(/<iframe|youtube-nocookie/);
    // Only the first tab's grid is fetched and rendered; the second panel is empty and hidden.
    expect(api.getProductGrid).toHaveBeenCalledTimes(1);
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tabpanel"/g)).toHaveLength(2);
    expect(html).toContain('/product/product-1');
  });

  it('skips and logs stored sections that no longer fit their types', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const resolved = await resolveSections(api, [
      { key: 'bad-video', component_type: 'video', component_data: { title: 'x', provider: 'youtube', video: 'javascript:alert(1)', poster } },
      { key: 'bad-tabs', component_type: 'product-tabs', component_data: { tabs: 'all' } },
      { key: 'quotes', component_type: 'testimonial', component_data: { items: [{ quote: 'Hi', name: 'Bo' }] } },
    ]);
    expect(resolved.map((s) => s.key)).toEqual(['quotes']);
    const logged = warn.mock.calls.map((c) => c.join(' ')).join('\n');
    for (const key of ['bad-video', 'bad-tabs']) expect(logged).toContain(key);
  });

  it('renders nothing for a FAQ or gallery that could not be fetched', () => {
    const html = renderToString(
      <Sections
        sections={[
          { key: 'faq', component_type: 'faq', component_data: { faq: 'gone' }, resolved: null },
          { key: 'gallery', component_type: 'gallery', component_data: { gallery: 'gone' }, resolved: null },
        ]}
      />,
    );
    expect(html).not.toMatch(/faq__|picture-grid/);
  });
});
