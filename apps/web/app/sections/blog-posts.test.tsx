import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sections } from './registry';
import type { ResolvedSection } from './resolve-sections.server';

// The latest-posts section (issue 15): cards of the newest posts, hidden when there are none, and
// left out (and logged) like any section when it fails to render.
const card = {
  slug: 'guides/lighting-a-small-room',
  title: 'Lighting a small room',
  excerpt: 'Three lamps.',
  cover_image: null,
  author_name: 'Meera Iyer',
  published_at: '2026-11-23T08:00:00.000Z',
  categories: [],
};
const section = (resolved: unknown): ResolvedSection => ({
  key: 'from-the-journal',
  component_type: 'blog-posts',
  component_data: { heading: 'From the journal', count: 3 },
  resolved,
});
const render = (sections: ResolvedSection[]) => renderToString(<MemoryRouter>{<Sections sections={sections} />}</MemoryRouter>);

describe('blog-posts section', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the posts under its heading, with a link to the whole journal', () => {
    const html = render([section([card])]);
    expect(html).toContain('From the journal');
    expect(html).toContain('<h3 class="blog-card__title"><a href="/blogs/guides/lighting-a-small-room"');
    expect(html).toContain('href="/blogs"');
  });

  it('hides itself when the journal has no posts', () => {
    expect(render([section([])])).not.toContain('From the journal');
    expect(render([section(null)])).not.toContain('From the journal');
  });

  it('is left out and logged when a post cannot be drawn', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = render([section([{ title: 'No slug' }])]);
    expect(html).not.toContain('data-section="from-the-journal"');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('from-the-journal'), expect.anything());
  });
});
