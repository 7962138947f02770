import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sections } from './registry';
import type { ResolvedSection } from './resolve-sections.server';

// Issue 13 item 14: one section that fails while rendering is left out (and logged); the rest of
// the page renders instead of the whole page becoming the server error page.
const richText: ResolvedSection = { key: 'story', component_type: 'rich-text', component_data: { heading: 'Our story', html: '<p>Made by hand</p>' } };
// Stored before save-time checks existed: items is not a list.
const brokenMarquee: ResolvedSection = { key: 'news', component_type: 'marquee', component_data: { items: 'Free shipping' } };

// A part deeper in a section (a card) that throws: React's error boundaries do not run on the
// server, so only the section's Suspense boundary keeps it from failing the whole page.
const gridWithBrokenCard = {
  key: 'grid',
  component_type: 'product-grid',
  component_data: { heading: 'Best sellers' },
  resolved: [{ id: 'p1', name: 'Broken card', slug: 'broken', brand: null, selling_price: 100, mrp: null, currency: 'INR', base_image: { url: 5 } }],
} as unknown as ResolvedSection;

/** Streams the sections as entry.server.tsx does: the shell, then the rest; with the errors React reports. */
function streamSections(sections: ResolvedSection[]) {
  const router = createMemoryRouter([{ path: '/', element: <Sections sections={sections} /> }]);
  return new Promise<{ html: string; errors: unknown[] }>((resolve, reject) => {
    const errors: unknown[] = [];
    const sink = new PassThrough();
    let html = '';
    sink.on('data', (chunk) => {
      html += chunk;
    });
    sink.on('end', () => resolve({ html, errors }));
    const { pipe } = renderToPipeableStream(<RouterProvider router={router} />, {
      onShellReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
  });
}

describe('Sections', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves out a section that throws while rendering, logs it, and renders the others', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(<Sections sections={[brokenMarquee, richText]} />);
    expect(html).toContain('Made by hand');
    expect(html).not.toContain('data-section="news"');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('news'), expect.anything());
  });

  it('on the server, leaves out a section whose card throws and sends the rest (the browser renders that section again)', async () => {
    const { html, errors } = await streamSections([gridWithBrokenCard, richText]);
    expect(html).toContain('Made by hand');
    expect(html).not.toContain('Broken card');
    expect(html).toContain('<!--$!-->'); // React's mark for "render this boundary in the browser"
    expect(errors).toHaveLength(1);
  });

  it('renders nothing for an unknown type', () => {
    const html = renderToString(<Sections sections={[{ key: 'x', component_type: 'carousel-3d', component_data: {} }, richText]} />);
    expect(html).toContain('data-section="story"');
    expect(html).not.toContain('data-section="x"');
  });
});
