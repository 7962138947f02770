import type { ApiClient } from '@vitrine/contracts/api-client';
import type { Section } from '@vitrine/contracts/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSections } from './resolve-sections.server';

// Issue 13 item 14: a stored section that no longer fits its type (saved before the save-time
// check, or edited in the database) is skipped and logged before the page renders.
const ok = <T>(data: T) => Promise.resolve({ statusCode: 200, body: { status: 'success' as const, message: '', data }, setCookies: [] });
const api = { getMenu: vi.fn(() => ok({ id: 'm', handle: 'help', name: 'Help', items: [] })) } as unknown as ApiClient;

describe('resolveSections', () => {
  afterEach(() => vi.restoreAllMocks());

  it('skips and logs a section whose data does not fit its type, and keeps the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sections: Section[] = [
      { key: 'news', component_type: 'marquee', component_data: { items: 'Free shipping' } },
      { key: 'story', component_type: 'rich-text', component_data: { html: '<p>Hi</p>' } },
      { key: 'grid', component_type: 'product-grid', component_data: { source: 'bestsellers', items: [] } },
      { key: 'help', component_type: 'links', component_data: { menu: 'help' } },
      { key: 'odd', component_type: 'carousel-3d', component_data: {} },
    ];
    const resolved = await resolveSections(api, sections);
    expect(resolved.map((s) => s.key)).toEqual(['story', 'help']);
    const logged = warn.mock.calls.map((c) => c.join(' ')).join('\n');
    for (const key of ['news', 'grid', 'odd']) expect(logged).toContain(key);
  });
});
