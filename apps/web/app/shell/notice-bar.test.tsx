import { hashText } from '@vitrine/contracts/cookies';
import type { Storefront } from '@vitrine/contracts/storefront';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NoticeBar } from './notice-bar';

const notice: Storefront['notice'] = {
  enabled: true,
  message: 'Free shipping over ₹999',
  page_slug: 'shipping-policy',
  link_text: 'Shipping policy',
  is_clearable: true,
};
const render = (props: Partial<typeof notice>, dismissedHash: string | null = null) =>
  renderToString(
    <MemoryRouter>
      <NoticeBar notice={{ ...notice, ...props }} dismissedHash={dismissedHash} />
    </MemoryRouter>,
  );

describe('NoticeBar (server render)', () => {
  it('renders the region, the page link and the dismiss button', () => {
    const html = render({});
    expect(html).toContain('role="region" aria-label="Notice"');
    expect(html).toContain('href="/shipping-policy"');
    expect(html).toContain('aria-label="Dismiss notice"');
  });

  // Lighthouse SEO: "Learn more" does not say where the link goes; the page's name does.
  it("names the linked page when the owner gives no link text, and keeps the owner's own", () => {
    const linkText = (html: string) => html.match(/class="notice-bar__link"[^>]*>([^<]*)</)?.[1];
    expect(linkText(render({ link_text: null }))).toBe('Shipping policy');
    expect(linkText(render({ link_text: '  ' }))).toBe('Shipping policy');
    expect(linkText(render({ page_slug: 'returns-and-refunds', link_text: null }))).toBe('Returns and refunds');
    expect(linkText(render({ link_text: 'Read the policy' }))).toBe('Read the policy');
  });

  it('is not rendered once this message was dismissed, and shows again for a new message', () => {
    expect(render({}, hashText(notice.message))).toBe('');
    expect(render({ message: 'New message' }, hashText(notice.message))).toContain('New message');
  });

  it('has no dismiss button when not clearable, and nothing when disabled', () => {
    expect(render({ is_clearable: false })).not.toContain('Dismiss notice');
    expect(render({ enabled: false })).toBe('');
  });
});
