import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sections } from './registry';
import type { ResolvedSection } from './resolve-sections.server';

// Issue 13 item 14: one section that fails while rendering is left out (and logged); the rest of
// the page renders instead of the whole page becoming the server error page.
const richText: ResolvedSection = { key: 'story', component_type: 'rich-text', component_data: { heading: 'Our story', html: '<p>Made by hand</p>' } };
// Stored before save-time checks existed: items is not a list.
const brokenMarquee: ResolvedSection = { key: 'news', component_type: 'marquee', component_data: { items: 'Free shipping' } };

describe('Sections', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves out a section that throws while rendering, logs it, and renders the others', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(<Sections sections={[brokenMarquee, richText]} />);
    expect(html).toContain('Made by hand');
    expect(html).not.toContain('data-section="news"');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('news'), expect.anything());
  });

  it('renders nothing for an unknown type', () => {
    const html = renderToString(<Sections sections={[{ key: 'x', component_type: 'carousel-3d', component_data: {} }, richText]} />);
    expect(html).toContain('data-section="story"');
    expect(html).not.toContain('data-section="x"');
  });
});
